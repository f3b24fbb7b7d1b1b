#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Nothing else may download a browser.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ -x "$CHROMIUM_PATH" ]]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH; installing Debian's chromium package..."
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
"$CHROMIUM_PATH" --version
