#!/usr/bin/env bash
# The Debian packages the tests need: Chromium and a font for the end-to-end suite, Redis and
# nginx for the scale-out tests. One step shared by `npm test` (scripts/test.ts) and .ci/run:
# installs whatever is missing when run as root, otherwise stops at once with the command to run.
set -euo pipefail

PACKAGES=(chromium fonts-dejavu-core redis-server nginx)

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages, which are not installed: ${missing[*]}" >&2
  echo "Run, then try again:  sudo sh -c '$command'" >&2
  exit 1
fi

echo "Installing the Debian packages the tests need: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# Debian starts the nginx and Redis services it installs; the tests start their own on free
# ports, so keep the services stopped (policy-rc.d 101 = "do not start") unless a policy exists.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"
