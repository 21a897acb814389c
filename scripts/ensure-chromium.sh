#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser): its headless shell for
# the tests, the full browser for Lighthouse. Install what is missing when we may (root); otherwise
# say exactly what to install. Without the headless shell the tests run in the full browser, slower.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
source "$(dirname "$0")/lib/apt-install.sh"
status=0
apt_install "the browser tests" "${missing[@]}" || status=$?
[ $status -eq 0 ] && exit 0
if [ -x /usr/bin/chromium ]; then
  echo "Running the browser tests in the full Chromium; sudo apt-get install -y chromium-headless-shell makes them faster." >&2
  exit 0
fi
echo "The browser tests need Debian's Chromium at /usr/bin/chromium." >&2
echo "Install it with: sudo apt-get install -y chromium chromium-headless-shell   (then run npm test again)" >&2
exit 1
