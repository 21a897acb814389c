#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser). Install it when it is
# missing and we may (root); otherwise say exactly what to install.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || {
    echo "Could not install chromium with apt-get." >&2
    exit 1
  }
  exit 0
fi
echo "The browser tests need Debian's Chromium at /usr/bin/chromium." >&2
echo "Install it with: sudo apt-get install -y chromium   (then run npm test again)" >&2
exit 1
