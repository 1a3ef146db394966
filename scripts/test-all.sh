#!/usr/bin/env bash
# `npm test`: every test of the project, then one line "N passed, N failed" summing all
# runners. Steps: code gates (type check of the site and of the editor, ESLint, Prettier,
# knip: one test each), unit tests (vitest), the forms service's tests (vitest, once on
# the embedded PGlite and once on a throwaway PostgreSQL), the editor's tests (cms/: round trip of every
# content file, config drift, a field per schema field), build the export, export checks
# (budgets, links, security headers, no editor over out/), end-to-end tests (playwright
# against nginx: routes, CSP, accessibility, keyboard), and the editor end to end (its dev
# server and the site's, editing and saving content/, which it puts back).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
rm -f .cache/vitest-results.json .cache/vitest-export-results.json .cache/playwright-results.json .cache/gates.txt \
  .cache/vitest-cms-results.json .cache/playwright-cms-results.json \
  .cache/vitest-forms-pglite-results.json .cache/vitest-forms-postgres-results.json
status=0

step() { echo; echo "== $1"; }

# A gate is one test: its name goes to .cache/gates.txt as passed or failed.
gate() {
  local name=$1
  shift
  step "$name"
  if "$@"; then echo "passed $name" >>.cache/gates.txt; else echo "failed $name" >>.cache/gates.txt; status=1; fi
}

# The editor (cms/) has its own dependencies, kept out of the site's.
step "editor dependencies"
npm ci --prefix cms --no-audit --no-fund || status=1

gate "type check" npx tsc --noEmit
gate "type check (editor)" npx tsc --noEmit -p cms
gate "lint (ESLint)" npx eslint . --max-warnings 0
gate "format (Prettier)" npx prettier --check --log-level warn .
gate "unused code and dependencies (knip)" npx knip

step "unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/vitest-results.json || status=1

# The same suite on both stores the service supports (forms-service/vitest.config.ts).
step "forms service tests (PGlite)"
npx vitest run -c forms-service/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$PWD/.cache/vitest-forms-pglite-results.json" || status=1
step "forms service tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run -c forms-service/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$PWD/.cache/vitest-forms-postgres-results.json" || status=1

step "editor tests"
# An absolute path: the editor's vitest root is cms/, against which a relative one resolves.
npx vitest run -c cms/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/.cache/vitest-cms-results.json" || status=1

step "build"
# Forms post to /api/forms on the site's own origin in the test build, as `npm start` and
# production with nginx do: the e2e tests' nginx passes it to the forms service that
# playwright.config.ts starts (tests/e2e/forms-service.spec.ts).
export NEXT_PUBLIC_FORMS_ENDPOINT="${NEXT_PUBLIC_FORMS_ENDPOINT:-/api/forms}"
if npm run build; then
  step "export checks: budgets, links, security headers"
  npx vitest run -c vitest.export.config.ts --reporter=default --reporter=json --outputFile.json=.cache/vitest-export-results.json || status=1
  step "end-to-end tests"
  npx playwright test || status=1
  step "editor end to end"
  npx playwright test -c cms/playwright.config.ts || status=1
else
  echo "build failed: export checks and end-to-end tests not run" >&2
  status=1
fi

node scripts/test-summary.mjs || status=1
exit $status
