#!/usr/bin/env bash
# Fails when a file with translatable strings is missing from po/POTFILES.in
# or when POTFILES.in names a file that does not exist.
set -u
top=$1
cd "$top" || exit 1
status=0
listed=$(grep -v '^#' po/POTFILES.in | sed '/^$/d' | sort)
for f in $listed; do
  [ -f "$f" ] || { echo "po/POTFILES.in names $f, which does not exist"; status=1; }
done
candidates=$( { grep -rlE '(^|[^a-zA-Z_])(_|N_|C_|NC_|ngettext|lalao_error_setf|LALAO_TEXT)[[:space:]]*\(' src --include='*.c' \
                  | grep -v 'src/engine/lalao-error.c';
                grep -rl 'translatable="yes"' src data --include='*.ui';
                ls data/*.desktop.in data/*.metainfo.xml.in data/*.gschema.xml $(ls data/lessons/*.xml | grep -v gresource) 2>/dev/null; } | sort -u)
for f in $candidates; do
  echo "$listed" | grep -qx "$f" || { echo "$f has translatable text but is not in po/POTFILES.in"; status=1; }
done
[ $status = 0 ] && echo "po/POTFILES.in lists every translatable file"
exit $status
