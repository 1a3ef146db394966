#!/usr/bin/env bash
# `npm run cms`: the browser editor (cms/, Keystatic in local mode) and the site's own dev
# server side by side. The editor writes content/ directly; the dev server renders the
# saved files as the export will. SITE_PORT (default 3000) and CMS_PORT (default 3001)
# pick the ports. Ctrl-C stops both.
#
# The editor runs as a production build: built once (again only when its code, the schemas
# in lib/ or a lock file changed), it opens at once and Keystatic's production React keeps
# typing quick, where its dev server compiled Keystatic on the first visit (minutes on a
# 2-core machine). `npm run cms:dev` (CMS_DEV=1) runs the editor's own dev server instead,
# for work on the editor's code.
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
if [ -n "${CMS_DEV:-}" ]; then
  editor_mode=dev
else
  editor_mode=start
  # The editor build's inputs: its code (not its tests), the schemas and helpers it
  # compiles from lib/, its patches and both lock files. Anything newer than the last
  # build builds it again.
  built=cms/.next/BUILD_ID
  if [ ! -f "$built" ] || [ -n "$(find cms lib package-lock.json \
    \( -path cms/node_modules -o -path cms/.next -o -path cms/e2e -o -path cms/tests -o -path cms/test-results \) -prune \
    -o -newer "$built" -type f ! -name "*.tsbuildinfo" ! -name next-env.d.ts ! -name playwright.config.ts ! -name vitest.config.ts -print -quit)" ]; then
    echo "Building the editor (again after a change to cms/, lib/ or a lock file)…"
    (cd cms && npx next build)
  fi
fi

npx next dev --port "$site_port" &
site=$!
(cd cms && CMS_PREVIEW_URL="http://localhost:$site_port" exec npx next "$editor_mode" --port "$cms_port") &
editor=$!
trap 'kill "$site" "$editor" 2>/dev/null || true' EXIT INT TERM

echo "Editor:  http://localhost:$cms_port/keystatic"
echo "Preview: http://localhost:$site_port (the site's dev server, showing what the editor saved)"
wait -n "$site" "$editor"
