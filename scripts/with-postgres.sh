#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: initdb into a temporary folder, start the
# server on a free loopback port, export DATABASE_URL, run "$@", stop and delete it all.
# The forms service's tests run once on PGlite and once this way (scripts/test-all.sh).
# Debian keeps the server programs in /usr/lib/postgresql/<version>/bin, off PATH.
set -euo pipefail

bin=""
if command -v initdb >/dev/null 2>&1; then
  bin=$(dirname "$(command -v initdb)")
else
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server programs (initdb); install the postgresql package" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/forms-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  owner=postgres
  id "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  as_owner=(runuser -u "$owner" --)
fi

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U forms --auth=trust -E UTF8 --no-locale >/dev/null
# fsync off: a test cluster that is thrown away needs no crash safety, and the disk is shared.
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export DATABASE_URL="postgres://forms@127.0.0.1:$port/postgres"
"$@"
