#!/usr/bin/env bash
# Quick start (2): installs what is missing, builds, and runs the whole test
# suite. Without a display it runs headless under xvfb-run; it always runs
# inside its own D-Bus session (a fresh machine has no session bus).
# Arguments are passed to `meson test` (e.g. --suite engine).
set -euo pipefail
source "$(dirname "$0")/build.sh"

export NO_AT_BRIDGE=1 GTK_A11Y=none
run=(dbus-run-session -- meson test -C "$builddir" --print-errorlogs "$@")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  run=(xvfb-run -a -s "-screen 0 1280x1024x24" "${run[@]}")
fi
"${run[@]}"
