#!/usr/bin/env bash
# `npm run sdk:python`: builds the Python SDK (sdk/python) into a wheel,
# dist/python/pulumi_support_platform-<version>-py3-none-any.whl, with PyPI's `build` (`python -m
# build`), which runs in a virtual environment of its own under .tools/python-build. It builds from a
# copy, so that sdk/ stays exactly what `npm run sdk` writes. A Python program installs the wheel
# into its own virtual environment: `pip install --find-links <this clone>/dist/python -r requirements.txt`.
set -euo pipefail

build_version=1.2.2.post1
root=$(cd "$(dirname "$0")/.." && pwd)
tools="$root/.tools/python-build"
out="$root/dist/python"
command -v python3 >/dev/null || { echo "build-python-wheel: needs python3 (3.9 or later) on PATH" >&2; exit 1; }
if ! "$tools/bin/python" -m build --version 2>/dev/null | grep -q "^build $build_version "; then
  rm -rf "$tools"
  python3 -m venv "$tools" || { echo "build-python-wheel: python3 -m venv failed (on Debian's own python3: apt-get install python3-venv)" >&2; exit 1; }
  "$tools/bin/pip" install --quiet --disable-pip-version-check "build==$build_version"
fi
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -r "$root/sdk/python/." "$copy"
rm -rf "$out"; mkdir -p "$out"
"$tools/bin/python" -m build --wheel --outdir "$out" "$copy" > "$copy.log" 2>&1 || { cat "$copy.log" >&2; rm -f "$copy.log"; exit 1; }
rm -f "$copy.log"
echo "build-python-wheel: $(cd "$out" && ls ./*.whl | sed 's|^\./||') in $out"
