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
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the deployment test..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || {
    echo "Could not install ${missing[*]} with apt-get." >&2
    exit 1
  }
  exit 0
fi
echo "The deployment test needs Debian's nginx with the brotli module." >&2
echo "Install them with: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static   (then run npm test again)" >&2
exit 1
