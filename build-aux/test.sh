#!/usr/bin/env bash
# Quick start (2): installs what is missing, builds, and runs the whole test
# suite. Without a display it runs headless under xvfb-run; it always runs
# inside its own D-Bus session (a fresh machine has no session bus).
# Arguments are passed to `meson test` (e.g. --suite engine).
set -euo pipefail
source "$(dirname "$0")/build.sh"

export NO_AT_BRIDGE=1 GTK_A11Y=test
# Xvfb's -noreset: by default the X server starts afresh whenever its last
# client leaves, and a test that connects just then finds no display.
run=(dbus-run-session -- meson test -C "$builddir" --print-errorlogs "$@")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  run=(xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "${run[@]}")
fi
status=0
"${run[@]}" || status=$?
logs=("$builddir/meson-logs/testlog.json")

# The whole run then repeats the tests in a second build with the address
# and undefined-behaviour sanitizers; any report fails, leaks included.
# A fatal GLib warning prints its stack there (handle_sigtrap: its trap
# would end the test with no word of where). The UI tests draw without
# OpenGL there (the driver's own allocations would be reported from a
# module unloaded at exit), with full stacks so that a leak says where it
# comes from, and with tests/lsan.supp for the caches libraries keep for
# good. LALAO_SKIP_SANITIZE=1 skips this pass.
if [ $# -eq 0 ] && [ -z "${LALAO_SKIP_SANITIZE:-}" ]; then
  sanitize_dir=${builddir}-sanitize
  if [ ! -f "$sanitize_dir/build.ninja" ]; then
    meson setup "$sanitize_dir" "$top" -Db_sanitize=address,undefined -Db_lundef=false -Dhelp=false
  fi
  meson compile -C "$sanitize_dir"
  echo "Sanitizer build (ASan, UBSan):"
  export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  ASAN_OPTIONS=detect_leaks=1:handle_sigtrap=1 meson test -C "$sanitize_dir" --print-errorlogs --no-suite fuzz --no-suite ui \
    --logbase sanitize || status=$?
  ui=(dbus-run-session -- env GDK_DEBUG=gl-disable
      ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=12:handle_sigtrap=1
      LSAN_OPTIONS=suppressions=$top/tests/lsan.supp:print_suppressions=0
      meson test -C "$sanitize_dir" --print-errorlogs --suite ui --logbase sanitize-ui)
  if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    ui=(xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "${ui[@]}")
  fi
  "${ui[@]}" || status=$?
  logs+=("$sanitize_dir/meson-logs/sanitize.json" "$sanitize_dir/meson-logs/sanitize-ui.json")
fi

# One plain closing line for CI: "N passed, N failed", both builds together.
python3 - "${logs[@]}" <<'PY' || true
import json, sys
results = [json.loads(line)["result"] for log in sys.argv[1:] for line in open(log) if line.strip()]
passed = sum(r in ("OK", "EXPECTEDFAIL") for r in results)
skipped = sum(r == "SKIP" for r in results)
print(f"{passed} passed, {len(results) - passed - skipped} failed, {skipped} skipped")
PY
exit $status
