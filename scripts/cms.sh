#!/usr/bin/env bash
# `npm run cms`: the browser editor (cms/, Keystatic in local mode) and the site's own dev
# server side by side. The editor writes content/ directly; the dev server renders the
# saved files as the export will. SITE_PORT (default 3000) and CMS_PORT (default 3001)
# pick the ports. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
site_port="${SITE_PORT:-3000}"
cms_port="${CMS_PORT:-3001}"

# The editor has its own dependencies (none of them reach the site): installed the first
# time, and again when cms/package-lock.json changes.
if [ ! -f cms/node_modules/.package-lock.json ] || [ cms/package-lock.json -nt cms/node_modules/.package-lock.json ]; then
  npm ci --prefix cms --no-audit --no-fund
fi

export NEXT_TELEMETRY_DISABLED=1
npx next dev --port "$site_port" &
site=$!
(cd cms && CMS_PREVIEW_URL="http://localhost:$site_port" exec npx next dev --port "$cms_port") &
editor=$!
trap 'kill "$site" "$editor" 2>/dev/null || true' EXIT INT TERM

echo "Editor:  http://localhost:$cms_port/keystatic"
echo "Preview: http://localhost:$site_port (the site's dev server, showing what the editor saved)"
wait -n "$site" "$editor"
