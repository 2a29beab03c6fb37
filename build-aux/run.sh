#!/usr/bin/env bash
# Quick start (1): installs what is missing, builds, and launches Lalao from
# the build tree. Arguments are passed to the app.
set -euo pipefail
source "$(dirname "$0")/build.sh"

export GSETTINGS_SCHEMA_DIR="$builddir/data"
export LALAO_LOCALEDIR="$builddir/po"
exec "$builddir/src/ui/lalao" "$@"
