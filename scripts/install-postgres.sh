#!/usr/bin/env bash
# Prints the folder of Debian's PostgreSQL server programs (initdb, pg_ctl, psql), installing the
# distribution's `postgresql` package with apt first when no version of it is there. Its progress
# goes to stderr, so stdout is that one line.
set -euo pipefail

# Debian keeps each major version's programs in /usr/lib/postgresql/<version>/bin; the newest wins.
bin_dir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/psql" ] && { echo "$dir"; return 0; }
  done
  return 1
}

if dir=$(bin_dir); then echo "$dir"; exit 0; fi

command -v apt-get >/dev/null || {
  echo "install-postgres: no PostgreSQL server in /usr/lib/postgresql and no apt-get to install Debian's postgresql package" >&2
  exit 1
}
sudo=()
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { echo "install-postgres: installing the postgresql package needs root or sudo" >&2; exit 1; }
  sudo=(sudo)
fi
echo "install-postgres: installing Debian's postgresql package" >&2
"${sudo[@]}" apt-get update -qq >&2
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
dir=$(bin_dir) || { echo "install-postgres: the postgresql package installed no server programs in /usr/lib/postgresql" >&2; exit 1; }
echo "$dir"
