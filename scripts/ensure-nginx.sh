#!/usr/bin/env bash
# The deployment test serves the static export with Debian's nginx and its brotli module (never a
# downloaded binary). Install what is missing when we may (root); otherwise say what to install.
set -euo pipefail
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -f "$module" ] || missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
source "$(dirname "$0")/lib/apt-install.sh"
status=0
apt_install "the deployment test" "${missing[@]}" || status=$?
[ $status -eq 0 ] && exit 0
[ $status -eq 1 ] && exit 1
echo "The deployment test needs Debian's nginx with the brotli module." >&2
echo "Install them with: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static   (then run npm test again)" >&2
exit 1
