#!/usr/bin/env bash
# `npm run sdk`: writes sdk/<language>/ including the package's Node.js SDK, sdk/nodejs/ (the
# `./native` export, compiled into the package), from schema.json with Pulumi's own code generators (scripts/codegen, a Go
# program at the CLI's version). Never edit them by hand: the language suite (`npm run
# test:languages`) fails when they differ from what this script writes. The first run builds the
# generators (minutes); Go caches the build. Arguments, for that test: the two folders to write.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
command -v go >/dev/null || { echo "generate-sdks: needs Go 1.25 or later, at /usr/local/go/bin or on PATH" >&2; exit 1; }
out=${1:-$root/sdk}
native=${2:-$root/sdk/nodejs}
cd "$root/scripts/codegen" && go run . "$root/schema.json" "$out" "$native"
