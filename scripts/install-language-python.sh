#!/usr/bin/env bash
# Puts pulumi-language-python, the language host of `runtime: python` projects, into
# .tools/pulumi/bin beside the CLI (install-pulumi.sh runs this). The module proxy serves no Python
# language host at the CLI's version, so, as install-pulumi.sh does for the Node.js host, the host is
# the one of the last sdk/v3 release that carried it inside the sdk module, v3.68.0 (its gRPC
# contract is stable), with the pulumi-language-python-exec script of the CLI's own version (the
# `pulumi` package pip installs runs under it), both in pulumi-language-python-v3.68.0/. What that
# host predates, GenerateProgram (`pulumi import` writing Python), scripts/language-python adds: a
# small host of ours, at the CLI's version, that serves it with Pulumi's Python program generator
# and passes every other call to the v3.68.0 host it starts. Built once per machine, cached next to
# the CLI's build (keyed by that source too); .tools holds a copy.
set -euo pipefail

host_sdk=v3.68.0
root=$(cd "$(dirname "$0")/.." && pwd)
cli_version=$(sed -n 's/.*"@pulumi\/pulumi": *"\([0-9][0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
[ -n "$cli_version" ] || { echo "install-language-python: no exact @pulumi/pulumi version in package.json" >&2; exit 1; }
source_dir="$root/scripts/language-python"
source_hash=$(cat "$source_dir/main.go" "$source_dir/go.mod" "$source_dir/go.sum" | sha256sum | cut -c1-12)
dest="$root/.tools/pulumi/bin"
cache="${PULUMI_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-support-platform}/pulumi-language-python-$host_sdk-pulumi-v$cli_version-$source_hash"
child="pulumi-language-python-$host_sdk"
tools=(pulumi-language-python "$child/pulumi-language-python" "$child/pulumi-language-python-exec")
export PATH="/usr/local/go/bin:$PATH"

# .tools is current when it holds copies of the cached build: the hosts have no --version to ask.
current() {
  local tool
  for tool in "${tools[@]}"; do [ -x "$dest/$tool" ] && cmp -s "$dest/$tool" "$cache/bin/$tool" || return 1; done
}
if current; then echo "install-language-python: pulumi-language-python already in $dest"; exit 0; fi

install_cached() {
  local tool
  mkdir -p "$dest/$child"
  for tool in "${tools[@]}"; do cp -f "$cache/bin/$tool" "$dest/$tool"; chmod 755 "$dest/$tool"; done
  echo "install-language-python: pulumi-language-python (sdk/v3@$host_sdk's host, GenerateProgram at v$cli_version) in $dest ($1)"
}

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9 # one build at a time; a second caller then finds the cache ready
built() { local tool; for tool in "${tools[@]}"; do [ -x "$cache/bin/$tool" ] || return 1; done; }
if built; then install_cached "cached Go build in $cache"; exit 0; fi

command -v go >/dev/null || { echo "install-language-python: no Go toolchain to build pulumi-language-python" >&2; exit 1; }
# shellcheck source=scripts/go-build-module.sh
source "$root/scripts/go-build-module.sh"
echo "install-language-python: the module proxy serves no Python language host at pulumi v$cli_version;" \
  "building the one of sdk/v3@$host_sdk and scripts/language-python (a few minutes, cached in $cache)"
started=$(date +%s)
flags=(-trimpath -tags osusergo,grpcnotrace -ldflags "-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$host_sdk")
main=github.com/pulumi/pulumi/sdk/v3/python/cmd/pulumi-language-python
write_build_module "$cache/build" "github.com/pulumi/pulumi/sdk/v3@$host_sdk" -- "$main"
rm -rf "$cache/bin.new"; mkdir -p "$cache/bin.new/$child"
(cd "$cache/build" && CGO_ENABLED=0 go build "${flags[@]}" -o "$cache/bin.new/$child/pulumi-language-python" "$main")
(cd "$source_dir" && CGO_ENABLED=0 go build "${flags[@]}" -o "$cache/bin.new/pulumi-language-python" .)
exec_script="$(module_json "github.com/pulumi/pulumi/sdk/v3@v$cli_version" | json_field Dir)/python/cmd/pulumi-language-python-exec"
[ -f "$exec_script" ] || exec_script="$(module_json "github.com/pulumi/pulumi/sdk/v3@$host_sdk" | json_field Dir)/python/cmd/pulumi-language-python-exec"
cp "$exec_script" "$cache/bin.new/$child/pulumi-language-python-exec"
chmod 755 "$cache/bin.new/pulumi-language-python" "$cache/bin.new/$child/"*
rm -rf "$cache/bin"; mv "$cache/bin.new" "$cache/bin"
echo "install-language-python: built in $(( $(date +%s) - started ))s"
install_cached "Go build"
