#!/usr/bin/env bash
# Installs Debian's Chromium and the fonts the visual baselines were drawn with, each when missing:
# the headless shell the browser tests run in (e2e/support/browser.ts), the full browser Lighthouse
# audits with (bench/lighthouse.mjs). Nothing else may download a browser.
set -euo pipefail

missing=()
if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  # Another Chromium, named: both use it, and it must be there.
  if [[ ! -x "$CHROMIUM_PATH" ]]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2
    exit 1
  fi
  browsers=("$CHROMIUM_PATH")
else
  if [[ ! -x /usr/bin/chromium-headless-shell ]]; then missing+=(chromium-headless-shell); fi
  if [[ ! -x /usr/bin/chromium ]]; then missing+=(chromium); fi
  browsers=(/usr/bin/chromium-headless-shell /usr/bin/chromium)
fi
# The fonts: a Chromium found without them renders other glyphs, and every baseline differs. Noto
# Sans is the widgets' system-ui, Liberation the generic sans-serif and serif, DejaVu Sans Mono the
# first installed font of their monospace stack (packages/ui/src/theme/monospaceFont.ts).
for fonts in fonts-noto-core fonts-liberation fonts-dejavu-core; do
  if ! dpkg-query -W -f='${Status}' "$fonts" 2>/dev/null | grep -q "install ok installed"; then missing+=("$fonts"); fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the browser tests..."
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
for browser in "${browsers[@]}"; do "$browser" --version; done
