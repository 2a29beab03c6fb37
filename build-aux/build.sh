#!/usr/bin/env bash
# Installs what is missing, then configures (once) and compiles Lalao in
# _build (or $LALAO_BUILDDIR). Sourced by run.sh and test.sh.
set -euo pipefail
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
builddir=${LALAO_BUILDDIR:-$top/_build}

"$top/build-aux/install-deps.sh"
if [ ! -f "$builddir/build.ninja" ]; then
  meson setup "$builddir" "$top"
fi
meson compile -C "$builddir"
