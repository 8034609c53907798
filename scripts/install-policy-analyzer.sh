#!/usr/bin/env bash
# Lets the Pulumi CLI in .tools/pulumi/bin run Node.js policy packs (`pulumi preview --policy-pack`,
# `pulumi policy analyze`). The CLI runs a `runtime: nodejs` pack through the Node.js language host's
# RunPlugin, which runs `pulumi-analyzer-policy` in the pack's folder. Pulumi's release archive
# carries both; the CLI built from Go modules (install-pulumi.sh) has neither: its fallback language
# host, of sdk/v3@v3.68.0, answers RunPlugin "not supported". So this puts the analyzer script of
# that sdk's nodejs/dist beside pulumi, and rebuilds that language host with RunPlugin for analyzers
# (language-host/run_plugin.go), cached. Run by install-pulumi.sh; does nothing when both are there.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/.tools/pulumi/bin"
sdk_version=${PULUMI_LANGHOST_FALLBACK_SDK:-v3.68.0}
cache="${PULUMI_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-support-platform}/language-nodejs-policy-sdk-$sdk_version"
export PATH="/usr/local/go/bin:$PATH"
# shellcheck source=scripts/go-build-module.sh
source "$root/scripts/go-build-module.sh"

# The main package of a language host that the sdk/v3 module itself carried (v3.68.0 and before):
# one without RunPlugin. A release's host is of its own module; the one built here, of pulumibuild.
fallback_host=github.com/pulumi/pulumi/sdk/v3/nodejs/cmd/pulumi-language-nodejs
needs_host() { command -v go >/dev/null && [ "$(go version -m "$bin/pulumi-language-nodejs" | sed -n 's/^\tpath\t//p')" = "$fallback_host" ]; }

if [ -x "$bin/pulumi-analyzer-policy" ] && ! needs_host; then
  echo "install-policy-analyzer: pulumi-analyzer-policy already in $bin"; exit 0
fi
command -v go >/dev/null || { echo "install-policy-analyzer: no Go toolchain to fetch sdk/v3@$sdk_version's pulumi-analyzer-policy" >&2; exit 1; }

sdk_dir=$(module_json "github.com/pulumi/pulumi/sdk/v3@$sdk_version" | json_field Dir)
install -m 755 "$sdk_dir/nodejs/dist/pulumi-analyzer-policy" "$bin/pulumi-analyzer-policy"
echo "install-policy-analyzer: pulumi-analyzer-policy of sdk/v3@$sdk_version in $bin"
needs_host || exit 0

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9 # one build at a time; a second caller then finds the cache ready
if [ ! -x "$cache/bin/pulumi-language-nodejs" ]; then
  echo "install-policy-analyzer: building sdk/v3@$sdk_version's Node.js language host with RunPlugin for policy packs (cached in $cache)"
  write_build_module "$cache/build" "github.com/pulumi/pulumi/sdk/v3@$sdk_version" -- "$fallback_host"
  mkdir -p "$cache/build/langhost"
  for file in "$sdk_dir/nodejs/cmd/pulumi-language-nodejs/"*.go; do
    case "$file" in *_test.go) continue ;; esac
    install -m 644 "$file" "$cache/build/langhost/"
  done
  # The host's own RunPlugin steps aside for run_plugin.go's.
  grep -q '^func (host \*nodeLanguageHost) RunPlugin(' "$cache/build/langhost/main.go" \
    || { echo "install-policy-analyzer: sdk/v3@$sdk_version's language host has no RunPlugin to replace" >&2; exit 1; }
  sed -i 's/^func (host \*nodeLanguageHost) RunPlugin(/func (host *nodeLanguageHost) runPluginUnsupported(/' "$cache/build/langhost/main.go"
  install -m 644 "$root/scripts/language-host/run_plugin.go" "$cache/build/langhost/"
  version=$(sed -n 's/.*"@pulumi\/pulumi": *"\([0-9][0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
  mkdir -p "$cache/bin.new"
  (cd "$cache/build" && go mod tidy && CGO_ENABLED=0 go build -trimpath -tags osusergo,grpcnotrace \
    -ldflags "-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v$version" \
    -o "$cache/bin.new/pulumi-language-nodejs" ./langhost)
  rm -rf "$cache/bin"; mv "$cache/bin.new" "$cache/bin"
fi
install -m 755 "$cache/bin/pulumi-language-nodejs" "$bin/pulumi-language-nodejs"
echo "install-policy-analyzer: the Node.js language host of sdk/v3@$sdk_version, with RunPlugin for policy packs, in $bin"
