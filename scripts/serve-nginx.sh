#!/usr/bin/env bash
# Serves out/ with the production config deploy/nginx.conf, in the foreground, over plain
# HTTP on 127.0.0.1:PORT (default 8080) for the end-to-end tests: the https server block
# listens there without TLS, the port-80 redirect server is left out, and runtime files go
# to .cache/nginx/, and /api/forms/ goes to the forms service on FORMS_PORT (default 8787,
# as in production). Everything else (locations, headers, CSP, redirects) is used unchanged.
# With TLS_DIR (a folder holding fullchain.pem and privkey.pem) it keeps TLS and HTTP/2 as
# production serves them, with that certificate (npm run bench does this).
# tests/export/https-server.test.ts runs the config itself, with TLS.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8080}"
forms_port="${FORMS_PORT:-8787}"
[ -f out/index.html ] || { echo "out/ is missing: run npm run build first" >&2; exit 1; }
[ -f out/_csp.nginx.conf ] || { echo "out/_csp.nginx.conf is missing: run npm run build (its postbuild writes it)" >&2; exit 1; }
mkdir -p .cache/nginx
conf=.cache/nginx/nginx.$port.conf
cp deploy/headers.conf deploy/mime.types .cache/nginx/
if [ -n "${TLS_DIR:-}" ]; then
  tls_dir="$(cd "$TLS_DIR" && pwd)"
  listen="listen 127.0.0.1:$port ssl http2;"
  certificate="s#^\( *ssl_certificate\(_key\)\?\) tls/#\1 $tls_dir/#"
else
  listen="listen 127.0.0.1:$port;"
  certificate='/^ *ssl_certificate/d'
fi
# One pid file, log and temp folder per port, so servers on several ports (tests, bench) do not clash.
sed -e '/# BEGIN http-to-https/,/# END http-to-https/d' \
  -e "$certificate" \
  -e "s/listen 443 ssl http2;/$listen/" \
  -e "s#^pid nginx.pid;#pid .cache/nginx/nginx.$port.pid;#" \
  -e "s#^error_log nginx-error.log#error_log .cache/nginx/error.$port.log#" \
  -e "s# nginx-temp;# .cache/nginx/temp;#" \
  -e "s#include ../out/#include $PWD/out/#" \
  -e "s#proxy_pass http://127.0.0.1:8787;#proxy_pass http://127.0.0.1:$forms_port;#" \
  deploy/nginx.conf >"$conf"
# A change to deploy/nginx.conf that these edits no longer match must not go unnoticed.
grep -qF "$listen" "$conf" && grep -qF "proxy_pass http://127.0.0.1:$forms_port;" "$conf" && ! grep -Eq '^ *(listen (80|443)[ ;]|ssl_certificate(_key)? tls/|pid nginx)' "$conf" ||
  { echo "serve-nginx.sh: deploy/nginx.conf no longer has the lines this script rewrites" >&2; exit 1; }
exec nginx -p "$PWD" -c "$PWD/$conf" -g 'daemon off;'
