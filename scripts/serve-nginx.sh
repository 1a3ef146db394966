#!/usr/bin/env bash
# Serves out/ with the production config deploy/nginx.conf, in the foreground.
# PORT (default 8080) picks the port; the config file itself is used unchanged otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8080}"
[ -f out/index.html ] || { echo "out/ is missing: run npm run build first" >&2; exit 1; }
[ -f out/_csp.nginx.conf ] || { echo "out/_csp.nginx.conf is missing: run npm run build (its postbuild writes it)" >&2; exit 1; }
mkdir -p .cache/nginx
conf=.cache/nginx/nginx.$port.conf
# One pid file per port, so servers on several ports (tests, bench) do not clash.
sed "s/listen 8080;/listen 127.0.0.1:$port;/; s#pid .cache/nginx/nginx.pid;#pid .cache/nginx/nginx.$port.pid;#" deploy/nginx.conf > "$conf"
cp deploy/headers.conf deploy/mime.types .cache/nginx/
# Relative paths in the config resolve against the prefix (the repo root).
sed -i "s#include ../out/#include $PWD/out/#; s#include headers.conf;#include $PWD/.cache/nginx/headers.conf;#; s#include mime.types;#include $PWD/.cache/nginx/mime.types;#" "$conf"
exec nginx -p "$PWD" -c "$PWD/$conf" -g 'daemon off;'
