#!/usr/bin/env bash
# CI only: installs Debian's nginx so the tests that put it in front of the server (HTTP caching,
# two instances behind one address) run; they start their own nginx on a free port and skip with a
# warning where none is installed. The package's own service is stopped: the tests do not use it.
set -euo pipefail
if [[ -x /usr/sbin/nginx ]]; then
  exit 0
fi
echo "nginx not found; installing Debian's nginx-light package..."
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
$SUDO service nginx stop >/dev/null 2>&1 || true
