#!/usr/bin/env bash
# `npm test`: every test of the project, then one line "N passed, N failed" summing every
# runner that ran (scripts/test-summary.mjs). `npm run test:quick` (this script with
# `quick`): the code gates and the unit tests only, in a few minutes.
#
#  1. Code gates, one test each: the editor's dependencies, the route types (next
#     typegen), format (Prettier), type check of the site (TypeScript 7's tsc, the only
#     type check, as next build skips its own) and of the editor, knip, and ESLint. The
#     first that fails stops the run: the tests after it would only repeat the same
#     mistake, slower. test:quick keeps caches between runs (.cache/); npm test checks
#     from scratch, as CI does.
#  2. Unit tests: the site's (vitest) and, beside them on the second core, the forms
#     service's on the embedded PGlite. ESLint runs beside the gates and these tests,
#     and its verdict is read after them.
#  Then, `npm test` only: the forms service's tests on a throwaway PostgreSQL; the
#  editor's tests (cms/: round trip of every content file, config drift, a field per
#  schema field); the build; export checks over out/ (budgets, links, HTML, headers, HTTPS
#  server); end-to-end tests (playwright against nginx: routes, CSP, accessibility,
#  keyboard); the editor end to end (its dev server and the site's, editing and saving
#  content/, which it puts back).
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
case "$mode" in
  all | quick) ;;
  *) echo "usage: scripts/test-all.sh [quick]" >&2 && exit 2 ;;
esac
mkdir -p .cache
rm -f .cache/vitest-results.json .cache/vitest-export-results.json .cache/playwright-results.json .cache/gates.txt \
  .cache/vitest-cms-results.json .cache/playwright-cms-results.json \
  .cache/vitest-forms-pglite-results.json .cache/vitest-forms-postgres-results.json
status=0
# The runners that ran, for the summary: one missing its results counts as a failure.
runners=(gates)

step() { echo && echo "== $1"; }

# Work beside what runs in front: `beside ID command...` starts it with its output kept in
# .cache/ID.log; `finish ID` waits for it, prints that output and returns its status (a
# suite's is added to the run's, a gate's is the gate's verdict).
declare -A beside_pids
beside() {
  local id=$1
  shift
  "$@" >".cache/$id.log" 2>&1 &
  beside_pids[$id]=$!
}
finish() {
  local ok=0
  wait "${beside_pids[$1]}" || ok=1
  cat ".cache/$1.log"
  return $ok
}

summary() {
  node scripts/test-summary.mjs "${runners[@]}" || status=1
  exit $status
}

# A gate is one test: its name goes to .cache/gates.txt as passed or failed.
gate() {
  local name=$1
  shift
  step "$name"
  if "$@"; then
    echo "passed $name" >>.cache/gates.txt
  else
    echo "failed $name" >>.cache/gates.txt
    status=1
    echo >&2
    echo "STOPPED: the code gate \"$name\" failed ($*). Fix it, then run again; the steps after it did not run." >&2
    kill $(jobs -p) 2>/dev/null
    summary
  fi
}

# Caches for the quick loop only: a cached ESLint result does not see a type changed in
# another file, which npm test (and CI) then catch.
cached() { [ "$mode" = quick ] && echo "$@"; }

tsc=node_modules/typescript-native/bin/tsc

# The editor (cms/) has its own dependencies, kept out of the site's. Installing them is
# mostly disk and network: it runs beside the gates that need only the site's, and the
# gates that read the editor's code (ESLint, its type check, knip) wait for it.
editor_deps=no
if [ "$mode" = all ] || [ ! -d cms/node_modules ]; then
  beside editor-deps npm ci --prefix cms --no-audit --no-fund
  editor_deps=yes
fi

# The route types (.next/types) are read by the type check and by ESLint's type-aware rules.
gate "route types (next typegen)" npx next typegen
gate "format (Prettier)" npx prettier --check --log-level warn $(cached --cache --cache-location .cache/prettier) .
# TypeScript 7 (typescript-native, the native compiler); ESLint and Next.js keep the
# `typescript` package, whose JavaScript API TypeScript 7 does not have.
gate "type check" node $tsc --noEmit
[ $editor_deps = yes ] && gate "editor dependencies" finish editor-deps
# ESLint (its type-aware rules) takes as long as the other gates and the unit tests
# together on one core: it runs beside them, and its verdict is read before the tests
# that need a server.
beside eslint node_modules/.bin/eslint . --max-warnings 0 $(cached --cache --cache-location .cache/eslint/)
gate "type check (editor)" node $tsc --noEmit -p cms
gate "unused code and dependencies (knip)" npx knip $(cached --cache)

# Vitest uses one core of two for the site's tests: the forms service's take the other.
step "unit tests, and the forms service tests (PGlite) beside them"
runners+=(unit forms-pglite)
beside forms-pglite npx vitest run -c forms-service/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$PWD/.cache/vitest-forms-pglite-results.json"
npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/vitest-results.json || status=1
step "forms service tests (PGlite)"
finish forms-pglite || status=1
gate "lint (ESLint)" finish eslint

[ "$mode" = quick ] && summary

# The same suite on the other store the service supports (forms-service/vitest.config.ts),
# one file at a time, so the editor's tests run beside it.
step "editor tests, and the forms service tests (PostgreSQL) beside them"
runners+=(forms-postgres cms)
beside forms-postgres bash scripts/with-postgres.sh npx vitest run -c forms-service/vitest.config.ts \
  --reporter=default --reporter=json --outputFile.json="$PWD/.cache/vitest-forms-postgres-results.json"
# An absolute path: the editor's vitest root is cms/, against which a relative one resolves.
npx vitest run -c cms/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/.cache/vitest-cms-results.json" || status=1
step "forms service tests (PostgreSQL)"
finish forms-postgres || status=1

step "build"
# Forms post to /api/forms on the site's own origin in the test build, as `npm start` and
# production with nginx do: the e2e tests' nginx passes it to the forms service that
# playwright.config.ts starts (tests/e2e/forms-service.spec.ts).
export NEXT_PUBLIC_FORMS_ENDPOINT="${NEXT_PUBLIC_FORMS_ENDPOINT:-/api/forms}"
runners+=(export e2e cms-e2e)
if npm run build; then
  step "export checks: budgets, links, security headers"
  npx vitest run -c vitest.export.config.ts --reporter=default --reporter=json --outputFile.json=.cache/vitest-export-results.json || status=1
  step "end-to-end tests"
  npx playwright test || status=1
  # After the site's, not beside them: the editor's dev servers compile Keystatic on its
  # first visit, which under the site's two workers took minutes of its test's time.
  step "editor end to end"
  npx playwright test -c cms/playwright.config.ts || status=1
else
  echo "build failed: export checks and end-to-end tests not run" >&2
  status=1
fi

summary
