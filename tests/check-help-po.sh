#!/usr/bin/env bash
# Fails unless the French help catalogue has every message of the Mallard
# pages, translated, none fuzzy.
set -u
help=$1
po=$help/fr/fr.po
stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1) || { echo "$stats"; exit 1; }
echo "$stats"
case "$stats" in
  *untranslated*|*fuzzy*) echo "$po is incomplete"; exit 1 ;;
esac
pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
(cd "$help" && itstool -o "$pot" C/*.page) || { echo "itstool failed"; exit 1; }
missing=$(msgcmp --use-untranslated "$po" "$pot" 2>&1) || { echo "$missing" | head -20; echo "$po lacks messages of the pages: update it"; exit 1; }
echo "$po is complete"
