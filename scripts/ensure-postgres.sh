#!/usr/bin/env bash
# CI only: installs Debian's PostgreSQL server binaries so the database tests also run on PostgreSQL
# (they start their own throw-away cluster; without the binaries they are skipped with a warning).
set -euo pipefail
POSTGRES_BIN="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
if [[ -x "$POSTGRES_BIN/initdb" ]] && id -u postgres >/dev/null 2>&1; then
  exit 0
fi
echo "PostgreSQL server not found in $POSTGRES_BIN; installing Debian's postgresql-15 package..."
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null
# The package starts a cluster of its own; the tests do not use it.
$SUDO service postgresql stop >/dev/null 2>&1 || true
