#!/usr/bin/env bash
# Fails unless the catalogue compiles cleanly with every message translated
# and none fuzzy.
set -u
po=$1
stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1) || { echo "$stats"; exit 1; }
echo "$stats"
case "$stats" in
  *untranslated*|*fuzzy*) echo "$po is incomplete"; exit 1 ;;
esac
# Also the messages in the code that the catalogue does not have yet.
top=$(cd "$(dirname "$po")/.." && pwd)
pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
(cd "$top" && GETTEXTDATADIRS="$top/po" xgettext --from-code=UTF-8 --add-comments=Translators --keyword=_ --keyword=N_ \
   --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=ngettext:1,2 --keyword=lalao_error_setf:3 --keyword=LALAO_TEXT \
   -f po/POTFILES.in -o "$pot" 2>/dev/null) \
  || { echo "xgettext failed"; exit 1; }
missing=$(msgcmp --use-untranslated "$po" "$pot" 2>&1) || { echo "$missing" | head -20; echo "$po lacks messages of the code: update it"; exit 1; }
echo "$po is complete"
