#!/usr/bin/env bash
# Installs the Debian 12 packages that Lalao needs to build, run and test,
# and only those that are missing. Runs apt-get as root directly, or through
# sudo when not root (a fresh machine may have no sudo at all).
set -euo pipefail

packages=(
  # build
  gcc meson ninja-build pkg-config gettext itstool
  libglib2.0-dev libglib2.0-dev-bin libglib2.0-bin libgtk-4-dev libadwaita-1-dev
  # data validation and help
  desktop-file-utils appstream yelp-tools libxml2-utils
  # fuzzing: clang's libFuzzer and sanitizers
  clang libclang-rt-14-dev
  # headless tests: virtual X server and a session bus
  xvfb xauth x11-utils dbus dbus-daemon dbus-x11
  # the accessibility test: the AT-SPI bus and registry, and Python's client of it
  at-spi2-core python3 python3-pyatspi
  # fonts, so that text renders in screenshots and UI tests
  fonts-cantarell fonts-dejavu-core
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: every package is already installed."
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "install-deps: these packages are missing and I am neither root nor able to use sudo:" >&2
  echo "  ${missing[*]}" >&2
  exit 1
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
