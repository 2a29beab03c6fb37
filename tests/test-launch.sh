#!/usr/bin/env bash
# Starts the real `lalao` program and waits for its window to appear on the
# X server (xwininfo lists it by title), then closes it.
set -u
app=$1
# Its output beside the other tests' files (the build folder), never in
# the working folder.
log=${LALAO_TEST_OUTPUT_DIR:-${TMPDIR:-/tmp}}/launch.log
[ -n "${DISPLAY:-}" ] || { echo "no DISPLAY: run the tests under xvfb-run"; exit 1; }
"$app" >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null' EXIT
for _ in $(seq 1 100); do
  # A window titled Lalao whose _NET_WM_PID is this very process.
  for win in $(xwininfo -root -tree 2>/dev/null | awk '/"Lalao"/ {print $1}'); do
    if xprop -id "$win" _NET_WM_PID 2>/dev/null | grep -q "= $pid\$"; then
      echo "the Lalao window $win of process $pid appeared"
      exit 0
    fi
  done
  kill -0 $pid 2>/dev/null || { echo "lalao exited before showing a window:"; cat "$log"; exit 1; }
  sleep 0.2
done
echo "no Lalao window after 20 s"; cat "$log"
exit 1
