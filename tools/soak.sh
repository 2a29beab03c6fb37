#!/usr/bin/env bash
# A soak: many games of each game between two levels through lalao-cli
# match, in a build with the sanitizers, watching the memory. Any sanitizer
# report (a leak at exit included) fails it; the resident memory is
# sampled every second and printed at the start, the end and its peak.
#
#   tools/soak.sh SANITIZER_BUILD_DIR [GAMES [MOVETIME_MS [FIRST SECOND]]]
#   tools/soak.sh _build-sanitize 200 20 3 5
#
# Not part of the test suite (it takes minutes); its figures go into the
# notes of the changes it checks.
set -u
build=$1
games=${2:-200}
movetime=${3:-20}
first=${4:-3}
second=${5:-5}
cli=$build/src/cli/lalao-cli
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
status=0

rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status" 2>/dev/null; }

for game in $("$cli" games); do
  log=$(mktemp)
  "$cli" match "$game" --first "$first" --second "$second" --games "$games" --movetime "$movetime" \
    --threads 1 --seed 1 >"$log" 2>&1 &
  pid=$!
  samples=()
  while kill -0 "$pid" 2>/dev/null; do
    r=$(rss_kb "$pid")
    [ -n "$r" ] && samples+=("$r")
    sleep 1
  done
  wait "$pid"
  code=$?
  n=${#samples[@]}
  start=${samples[1]:-${samples[0]:-?}}   # after a second: the tables are allocated
  quarter=${samples[$((n / 4))]:-?} half=${samples[$((n / 2))]:-?} three=${samples[$((3 * n / 4))]:-?}
  end=${samples[$((n - 1))]:-?}
  peak=$(printf '%s\n' "${samples[@]}" | sort -n | tail -n 1)
  result=$(grep -E '^(wins|[0-9.]+ plies)' "$log" | tr '\n' ' ')
  echo "$game: exit $code; RSS (KB) start ${start}, quarters ${quarter} ${half} ${three}, end ${end}, peak ${peak} over ${n} s; $result"
  if [ "$code" != 0 ] || grep -q 'Sanitizer' "$log"; then
    grep -A 30 'Sanitizer' "$log" | head -n 40
    status=1
  fi
  rm -f "$log"
done
exit $status
