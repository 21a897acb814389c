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
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || {
    echo "Could not install ${missing[*]} with apt-get." >&2
    [ -x /usr/bin/chromium ] && exit 0
    exit 1
  }
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Running the browser tests in the full Chromium; sudo apt-get install -y chromium-headless-shell makes them faster." >&2
  exit 0
fi
echo "The browser tests need Debian's Chromium at /usr/bin/chromium." >&2
echo "Install it with: sudo apt-get install -y chromium chromium-headless-shell   (then run npm test again)" >&2
exit 1
