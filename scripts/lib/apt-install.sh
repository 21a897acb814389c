# Sourced by scripts/ensure-*.sh: installs Debian packages when this process may (root, with
# apt-get), the only way tests get a binary (never a download). Returns 0 when installed, 1 when
# the install failed, 2 when this process may not install.
apt_install() {
  local purpose=$1
  shift
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
    return 2
  fi
  echo "Installing Debian's $* for $purpose..."
  if (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null); then
    return 0
  fi
  echo "Could not install $* with apt-get." >&2
  return 1
}
