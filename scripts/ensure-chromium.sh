#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists. Browsers cannot be downloaded by Playwright on
# our machines, so we use the distribution's Chromium (Debian: apt-get install chromium).
set -euo pipefail
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME_PATH" ]; then
  exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "Chromium is missing at $CHROME_PATH and installing it needs root: run 'apt-get install chromium' as root." >&2
      exit 1
    fi
  fi
  echo "Installing Chromium with apt (needed by the end-to-end tests)…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROME_PATH" ] && exit 0
fi
echo "No Chromium at $CHROME_PATH. Install Chromium or Google Chrome and set CHROME_PATH to its executable." >&2
exit 1
