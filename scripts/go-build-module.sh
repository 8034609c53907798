# Helpers for building Go commands of published modules without their repositories: sourced by
# install-pulumi.sh and install-language-yaml.sh. Needs `go` on PATH.

# `go mod download -json` of module path@version, on one line.
module_json() { go mod download -json "$1" | tr -d '\n\t'; }
# The string field $1 of the one-line JSON on stdin.
json_field() { sed -n "s/.*\"$1\": *\"\\([^\"]*\\)\".*/\\1/p"; }

# Writes a throwaway module in folder $1 that requires the modules "$2..." (path@version) and
# imports the main packages listed after "--", with the upstream non-local replace directives.
write_build_module() {
  local dir=$1; shift
  local requires=() mains=() arg
  while [ "$1" != "--" ]; do requires+=("$1"); shift; done; shift
  mains=("$@")
  rm -rf "$dir"; mkdir -p "$dir"
  {
    echo "module pulumibuild"
    echo "go 1.25"
    for arg in "${requires[@]}"; do echo "require ${arg%@*} ${arg#*@}"; done
    for arg in "${requires[@]}"; do
      # Local replace targets point inside the upstream repository and are dropped.
      sed -n 's/^\(replace \)\{0,1\}[[:space:]]*\([^ ]\{1,\}\( v[^ ]*\)\{0,1\} => [^./][^ ]* v[^ ]*\)$/replace \2/p' \
        "$(module_json "$arg" | json_field GoMod)"
    done | sort -u
  } > "$dir/go.mod"
  {
    printf '//go:build tools\n\npackage tools\n\nimport (\n'
    for arg in "${mains[@]}"; do printf '\t_ "%s"\n' "$arg"; done
    printf ')\n'
  } > "$dir/tools.go"
  (cd "$dir" && go mod tidy)
}
