#!/usr/bin/env bash
# Quick start (2): installs what is missing, builds, and runs the whole test
# suite. Without a display it runs headless under xvfb-run; it always runs
# inside its own D-Bus session (a fresh machine has no session bus).
# Arguments are passed to `meson test` (e.g. --suite engine).
set -euo pipefail
source "$(dirname "$0")/build.sh"

export NO_AT_BRIDGE=1 GTK_A11Y=test
run=(dbus-run-session -- meson test -C "$builddir" --print-errorlogs "$@")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  run=(xvfb-run -a -s "-screen 0 1280x1024x24" "${run[@]}")
fi
status=0
"${run[@]}" || status=$?

# One plain closing line for CI: "N passed, N failed".
python3 - "$builddir/meson-logs/testlog.json" <<'PY' || true
import json, sys
results = [json.loads(line)["result"] for line in open(sys.argv[1]) if line.strip()]
passed = sum(r in ("OK", "EXPECTEDFAIL") for r in results)
skipped = sum(r == "SKIP" for r in results)
print(f"{passed} passed, {len(results) - passed - skipped} failed, {skipped} skipped")
PY
exit $status
