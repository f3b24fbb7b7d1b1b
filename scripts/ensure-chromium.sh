#!/usr/bin/env bash
# Installs Debian's Chromium and the fonts the visual baselines were drawn with, each when missing.
# Nothing else may download a browser.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

missing=()
# The browser: Debian's package, unless CHROMIUM_PATH names another one that is there.
if [[ ! -x "$CHROMIUM_PATH" ]]; then missing+=(chromium); fi
# The fonts: a Chromium found without them renders other glyphs, and every baseline differs.
if ! dpkg-query -W -f='${Status}' fonts-noto-core 2>/dev/null | grep -q "install ok installed"; then missing+=(fonts-noto-core); fi

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the browser tests..."
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM_PATH" --version
