#!/usr/bin/env bash
# Builds the fuzz targets with clang's libFuzzer and the address and
# undefined-behaviour sanitizers, then runs each on its seed corpus
# (tests/fuzz/corpus/TARGET). A crash, a leak or a failed check stops it
# with the input saved as BUILD_ROOT/fuzz/crash-TARGET-*.
#
#   tests/fuzz/run-fuzz.sh SOURCE_ROOT BUILD_ROOT SECONDS|replay [TARGET...]
#
# replay (what the test suite runs): a fixed seed and a fixed number of
# runs per target, from a fresh copy of the committed corpus, so that the
# same commit always runs the same inputs and a failure is never chance
# (the UCI target's searches are capped in nodes and have no clock: see
# max_nodes in src/cli/cli-uci-private.h).
# SECONDS (a campaign): a random seed for that long, the corpus growing
# in BUILD_ROOT/fuzz/corpus-TARGET; what it finds becomes a seed of
# tests/fuzz/corpus/TARGET (and a regression test). For a long run:
#   tests/fuzz/run-fuzz.sh . _build 1800 pgn
set -eu
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
mode=$3
shift 3
targets=${*:-fen move pgn lesson uci}
cc=${FUZZ_CC:-clang}
work=$build/fuzz
mkdir -p "$work/obj"

flags="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined"
glib_cflags=$(pkg-config --cflags gio-2.0)
glib_libs=$(pkg-config --libs gio-2.0)
model_dirs=$(find "$src/src/model" -type d)
inc="-I$src/src/engine $(for d in $model_dirs; do printf -- '-I%s ' "$d"; done)-I$src/src/cli -I$build -I$build/src/model"

# Every object once, rebuilt when its source or any header is newer.
compile() {
  local o=$work/obj/$(basename "$1" .c).o
  if [ ! "$o" -nt "$1" ] || [ -n "$(find "$src/src" "$build/config.h" -name '*.h' -newer "$o" 2>/dev/null | head -n 1)" ]; then
    $cc $flags -fsanitize=fuzzer-no-link -std=gnu11 $inc $glib_cflags -c "$1" -o "$o"
  fi
  echo "$o"
}
engine_objs=$(for f in "$src"/src/engine/*.c; do compile "$f"; done)
model_objs=$(for f in $(find "$src/src/model" -name '*.c' | sort) "$build"/src/model/lalao-lessons.c "$build"/src/model/lalao-puzzles.c; do compile "$f"; done)
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
  if [ "$mode" = replay ]; then
    # Runs per target: a few seconds each on an idle machine.
    case $t in
      fen|move) runs=1000000 ;;
      pgn|lesson) runs=200000 ;;
      uci) runs=1000 ;;
    esac
    corpus=$work/replay-$t
    rm -rf "$corpus"
    cp -r "$src/tests/fuzz/corpus/$t" "$corpus"
    # The same inputs every time needs more than the seed: no rereading
    # of the corpus folder each second (-reload, a clock in the loop),
    # and no address randomisation, since the pointers the code compares
    # feed libFuzzer's table of values to mutate with. (Where the system
    # forbids turning it off, the replay still runs, with that chance.)
    limit=(-seed=1 -runs="$runs" -reload=0)
    norandom=()
    if setarch "$(uname -m)" --addr-no-randomize true 2>/dev/null; then
      norandom=(setarch "$(uname -m)" --addr-no-randomize)
    fi
    dirs=("$corpus")
    echo "fuzz-$t: $runs runs, seed 1"
  else
    corpus=$work/corpus-$t
    mkdir -p "$corpus"
    limit=(-max_total_time="$mode")
    norandom=()
    dirs=("$corpus" "$src/tests/fuzz/corpus/$t")
    echo "fuzz-$t: $mode s"
  fi
  # The answers of the UCI reader go to standard output: closed (mask 1).
  if ! LALAO_LOCALEDIR="$build/po" "${norandom[@]}" "$exe" "${limit[@]}" -rss_limit_mb=2048 -close_fd_mask=1 \
       -print_final_stats=1 -artifact_prefix="$work/crash-$t-" "${dirs[@]}" \
       2> "$work/fuzz-$t.log"; then
    tail -n 40 "$work/fuzz-$t.log"
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz-$t.log" | sed "s/^/fuzz-$t: /"
done
exit $status
