#!/usr/bin/env bash
# Builds the fuzz targets with clang's libFuzzer and the address and
# undefined-behaviour sanitizers, then runs each for SECONDS on its seed
# corpus (tests/fuzz/corpus/TARGET). A crash, a leak or a failed check
# stops it with the input saved as BUILD_ROOT/fuzz/crash-TARGET-*.
#
#   tests/fuzz/run-fuzz.sh SOURCE_ROOT BUILD_ROOT SECONDS [TARGET...]
#
# The test suite runs every target for a few seconds; for a long run:
#   tests/fuzz/run-fuzz.sh . _build 3600 pgn
set -eu
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
seconds=$3
shift 3
targets=${*:-fen move pgn lesson uci}
cc=${FUZZ_CC:-clang}
work=$build/fuzz
mkdir -p "$work/obj"

flags="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined"
glib_cflags=$(pkg-config --cflags gio-2.0)
glib_libs=$(pkg-config --libs gio-2.0)
inc="-I$src/src/engine -I$src/src/model -I$src/src/cli -I$build -I$build/src/model"

# Every object once, rebuilt when its source or any header is newer.
compile() {
  local o=$work/obj/$(basename "$1" .c).o
  if [ ! "$o" -nt "$1" ] || [ -n "$(find "$src/src" "$build/config.h" -name '*.h' -newer "$o" 2>/dev/null | head -n 1)" ]; then
    $cc $flags -fsanitize=fuzzer-no-link -std=gnu11 $inc $glib_cflags -c "$1" -o "$o"
  fi
  echo "$o"
}
engine_objs=$(for f in "$src"/src/engine/*.c; do compile "$f"; done)
model_objs=$(for f in "$src"/src/model/*.c "$build"/src/model/lalao-lessons.c; do compile "$f"; done)
cli_objs=$(for f in "$src"/src/cli/cli-uci.c "$src"/src/cli/cli-common.c; do compile "$f"; done)

status=0
for t in $targets; do
  case $t in
    fen|move) objs=$engine_objs ;;
    pgn|lesson) objs="$model_objs $engine_objs" ;;
    uci) objs="$cli_objs $model_objs $engine_objs" ;;
    *) echo "no fuzz target $t"; exit 2 ;;
  esac
  exe=$work/fuzz-$t
  # shellcheck disable=SC2086
  $cc $flags -fsanitize=fuzzer $inc $glib_cflags "$src/tests/fuzz/fuzz-$t.c" $objs $glib_libs -lm -o "$exe"
  corpus=$work/corpus-$t
  mkdir -p "$corpus"
  echo "fuzz-$t: $seconds s"
  # The answers of the UCI reader go to standard output: closed (mask 1).
  if ! LALAO_LOCALEDIR="$build/po" "$exe" -max_total_time="$seconds" -rss_limit_mb=2048 -close_fd_mask=1 \
       -print_final_stats=1 -artifact_prefix="$work/crash-$t-" "$corpus" "$src/tests/fuzz/corpus/$t" \
       2> "$work/fuzz-$t.log"; then
    tail -n 40 "$work/fuzz-$t.log"
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz-$t.log" | sed "s/^/fuzz-$t: /"
done
exit $status
