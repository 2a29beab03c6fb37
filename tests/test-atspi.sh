#!/usr/bin/env bash
# The AT-SPI test (test-atspi.py) in a D-Bus session of its own, where
# the accessibility bus and its registry start on demand as on a desktop,
# and with GTK's AT-SPI backend: GTK_A11Y and NO_AT_BRIDGE, which the
# other UI tests set, are unset here. $1: the lalao program.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# Debian's python3, which has pyatspi (another python3 may come first in PATH).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
# G_DEBUG=fatal-warnings is for the app (test-atspi.py hands it on), not
# for the AT-SPI client library's own warnings in Python.
export LALAO_APP_G_DEBUG="${G_DEBUG:-}"
exec dbus-run-session -- env -u GTK_A11Y -u NO_AT_BRIDGE -u G_DEBUG "$python" "$here/test-atspi.py" "$1"
