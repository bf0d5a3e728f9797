#!/bin/sh
# What `make test` needs from the system, checked in its first second: Debian's Chromium (the
# web page's test; Playwright never downloads a browser), npm (web/) and Python's venv. As root
# with apt-get they are installed, as .ci/run does; otherwise one line says what to install.
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v npm > /dev/null 2>&1 || missing="$missing npm"
python3 -c "import ensurepip" > /dev/null 2>&1 || missing="$missing python3-venv"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
  echo "make test: installing$missing (apt-get)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing > /dev/null \
    && exit 0
fi
echo "make test: missing system packages; install them first: sudo apt-get install$missing" >&2
exit 1
