#!/usr/bin/env bash
# Puts pulumi-language-yaml, the language host of `runtime: yaml` projects, into .tools/pulumi/bin
# beside the CLI (install-pulumi.sh runs this last). Built from the Go module
# github.com/pulumi/pulumi-yaml at the version below, with the CLI's own pkg/v3 and sdk/v3, once per
# machine: the build is cached next to the CLI's, and .tools holds a copy of it.
set -euo pipefail

yaml_version=v1.38.1
root=$(cd "$(dirname "$0")/.." && pwd)
cli_version=$(sed -n 's/.*"@pulumi\/pulumi": *"\([0-9][0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
[ -n "$cli_version" ] || { echo "install-language-yaml: no exact @pulumi/pulumi version in package.json" >&2; exit 1; }
dest="$root/.tools/pulumi/bin"
cache="${PULUMI_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-support-platform}/pulumi-language-yaml-$yaml_version-pulumi-v$cli_version"
tool=pulumi-language-yaml
export PATH="/usr/local/go/bin:$PATH"

# .tools is current when it holds a copy of the cached build: the host has no --version to ask.
if [ -x "$dest/$tool" ] && cmp -s "$dest/$tool" "$cache/bin/$tool"; then
  echo "install-language-yaml: $tool $yaml_version already in $dest"; exit 0
fi

install_cached() {
  mkdir -p "$dest"
  cp -f "$cache/bin/$tool" "$dest/$tool"
  chmod 755 "$dest/$tool"
  echo "install-language-yaml: $tool $yaml_version in $dest ($1)"
}

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9 # one build at a time; a second caller then finds the cache ready
if [ -x "$cache/bin/$tool" ]; then install_cached "cached Go build in $cache"; exit 0; fi

command -v go >/dev/null || { echo "install-language-yaml: no Go toolchain to build $tool $yaml_version" >&2; exit 1; }
# shellcheck source=scripts/go-build-module.sh
source "$root/scripts/go-build-module.sh"
echo "install-language-yaml: building $tool $yaml_version from its Go module (a few minutes, cached in $cache)"
started=$(date +%s)
main=github.com/pulumi/pulumi-yaml/cmd/$tool
write_build_module "$cache/build" "github.com/pulumi/pulumi-yaml@$yaml_version" \
  "github.com/pulumi/pulumi/pkg/v3@v$cli_version" "github.com/pulumi/pulumi/sdk/v3@v$cli_version" -- "$main"
mkdir -p "$cache/bin.new"
(cd "$cache/build" && CGO_ENABLED=0 go build -trimpath -tags osusergo,grpcnotrace \
  -ldflags "-s -w -X github.com/pulumi/pulumi-yaml/pkg/version.Version=$yaml_version" -o "$cache/bin.new/$tool" "$main")
rm -rf "$cache/bin"; mv "$cache/bin.new" "$cache/bin"
echo "install-language-yaml: built in $(( $(date +%s) - started ))s"
install_cached "Go build"
