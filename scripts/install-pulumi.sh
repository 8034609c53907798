#!/usr/bin/env bash
# Puts pulumi, pulumi-language-nodejs and pulumi-resource-pulumi-nodejs, at the version of the
# pinned @pulumi/pulumi, into .tools/pulumi/bin. Tries, in order: what .tools already has, a
# matching pulumi on PATH, the official release archive, a cached Go build, a fresh Go build.
# Then puts the YAML and Python language hosts beside them (install-language-yaml.sh,
# install-language-python.sh: the Python host is built from sdk/v3@v3.68.0, as the Node.js host is
# below when the module proxy does not serve its own module at the CLI's version), and what runs
# Node.js policy packs (install-policy-analyzer.sh).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/.*"@pulumi\/pulumi": *"\([0-9][0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
[ -n "$version" ] || { echo "install-pulumi: no exact @pulumi/pulumi version in package.json" >&2; exit 1; }
dest="$root/.tools/pulumi/bin"
cache="${PULUMI_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-support-platform}/pulumi-v$version"
tools=(pulumi pulumi-language-nodejs pulumi-resource-pulumi-nodejs)
export PATH="/usr/local/go/bin:$PATH"
# shellcheck source=scripts/go-build-module.sh
source "$root/scripts/go-build-module.sh"

# True when folder $1 holds all three tools and its pulumi reports the pinned version.
complete_at() {
  local dir=$1 tool
  for tool in "${tools[@]}"; do [ -x "$dir/$tool" ] || return 1; done
  [ "$("$dir/pulumi" version 2>/dev/null)" = "v$version" ]
}

install_from() {
  mkdir -p "$dest"
  local tool
  for tool in "${tools[@]}"; do cp -f "$1/$tool" "$dest/$tool"; chmod 755 "$dest/$tool"; done
  echo "install-pulumi: pulumi v$version in $dest ($2)"
}

# Every way out of this script goes on to the YAML and Python language hosts and the policy analyzer.
language_hosts() {
  bash "$root/scripts/install-language-yaml.sh"
  bash "$root/scripts/install-language-python.sh"
  bash "$root/scripts/install-policy-analyzer.sh"
  exit
}

if complete_at "$dest"; then echo "install-pulumi: pulumi v$version already in $dest"; language_hosts; fi

if on_path=$(command -v pulumi 2>/dev/null) && complete_at "$(dirname "$on_path")"; then
  install_from "$(dirname "$on_path")" "copied from PATH"; language_hosts
fi

download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
if curl -fsSL --connect-timeout 5 --max-time 300 -o "$download/pulumi.tgz" \
     "https://get.pulumi.com/releases/sdk/pulumi-v$version-linux-x64.tar.gz" 2>/dev/null \
   && tar -xzf "$download/pulumi.tgz" -C "$download" && complete_at "$download/pulumi"; then
  install_from "$download/pulumi" "official release archive"; language_hosts
fi

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9 # one build at a time; a second caller then finds the cache ready
if complete_at "$cache/bin"; then install_from "$cache/bin" "cached Go build in $cache"; language_hosts; fi

command -v go >/dev/null || { echo "install-pulumi: no release archive reachable and no Go toolchain to build pulumi v$version" >&2; exit 1; }
echo "install-pulumi: building pulumi v$version from its Go modules (several minutes, cached in $cache)"
started=$(date +%s)
pkg=$(module_json "github.com/pulumi/pulumi/pkg/v3@v$version")
sdk=$(module_json "github.com/pulumi/pulumi/sdk/v3@v$version")
commit=$(printf '%s' "$pkg" | json_field Hash)
[ -n "$commit" ] || { echo "install-pulumi: cannot resolve pkg/v3@v$version: $pkg" >&2; exit 1; }

# The Node language host is its own, untagged module; its version is the pseudo-version of the
# release commit. Where the module proxy does not serve it, fall back to the last sdk/v3 release
# that still carried the language host inside the sdk module (its gRPC contract is stable).
langhost_module=github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3
langhost_fallback_sdk=${PULUMI_LANGHOST_FALLBACK_SDK:-v3.68.0}
if langhost_version=$(go list -m -f '{{.Version}}' "$langhost_module@$commit" 2>/dev/null); then
  langhost_requires=("$langhost_module@$langhost_version")
  langhost_main=$langhost_module
else
  echo "install-pulumi: the module proxy does not serve $langhost_module at $commit;" \
    "building the language host of sdk/v3@$langhost_fallback_sdk"
  langhost_requires=("github.com/pulumi/pulumi/sdk/v3@$langhost_fallback_sdk")
  langhost_main=github.com/pulumi/pulumi/sdk/v3/nodejs/cmd/pulumi-language-nodejs
fi

write_build_module "$cache/build-cli" "github.com/pulumi/pulumi/pkg/v3@v$version" \
  "github.com/pulumi/pulumi/sdk/v3@v$version" -- github.com/pulumi/pulumi/pkg/v3/cmd/pulumi
write_build_module "$cache/build-langhost" "${langhost_requires[@]}" -- "$langhost_main"
flags=(-trimpath -tags osusergo,grpcnotrace -ldflags "-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v$version")
mkdir -p "$cache/bin.new"
(cd "$cache/build-cli" && CGO_ENABLED=0 go build "${flags[@]}" -o "$cache/bin.new/pulumi" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi)
(cd "$cache/build-langhost" && CGO_ENABLED=0 go build "${flags[@]}" -o "$cache/bin.new/pulumi-language-nodejs" "$langhost_main")
cp "$(printf '%s' "$sdk" | json_field Dir)/nodejs/dist/pulumi-resource-pulumi-nodejs" "$cache/bin.new/"
chmod 755 "$cache/bin.new/"*
rm -rf "$cache/bin"; mv "$cache/bin.new" "$cache/bin"
complete_at "$cache/bin" || { echo "install-pulumi: the build did not produce pulumi v$version" >&2; exit 1; }
echo "install-pulumi: built in $(( $(date +%s) - started ))s"
install_from "$cache/bin" "Go build"
language_hosts
