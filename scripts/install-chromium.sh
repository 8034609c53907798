#!/usr/bin/env bash
# Makes sure a headless-capable Chromium is on this machine for the browser suite (`npm run
# test:browser`): the one already on PATH (chromium, or CHROMIUM_PATH when set), else Debian's
# package through apt-get (as root, or through sudo). Prints the browser it found or installed.
set -euo pipefail

found() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then [ -x "$CHROMIUM_PATH" ] && echo "$CHROMIUM_PATH"; return; fi
  command -v chromium 2>/dev/null || true
}

browser=$(found)
if [ -n "$browser" ]; then echo "install-chromium: $("$browser" --version 2>/dev/null | head -n 1) at $browser"; exit 0; fi
[ -z "${CHROMIUM_PATH:-}" ] || { echo "install-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2; exit 1; }

command -v apt-get >/dev/null || { echo "install-chromium: no chromium on PATH and no apt-get to install it; install Chromium and put it on PATH, or set CHROMIUM_PATH" >&2; exit 1; }
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-chromium: installing Debian's chromium needs root or sudo" >&2; exit 1; }
  as_root=(sudo)
fi
echo "install-chromium: installing Debian's chromium package"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
browser=$(found)
[ -n "$browser" ] || { echo "install-chromium: apt-get installed chromium, yet it is not on PATH" >&2; exit 1; }
echo "install-chromium: $("$browser" --version 2>/dev/null | head -n 1) at $browser"
