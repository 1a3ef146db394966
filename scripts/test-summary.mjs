// Prints the closing line CI reads, "N passed, N failed", summing the runners named on the
// command line (scripts/test-all.sh passes those that ran; none: all of them): the code
// gates (one each), the unit tests (vitest), the forms service's tests on PGlite and on
// PostgreSQL (vitest, forms-service/), the editor's tests (vitest, cms/), the export
// checks (vitest over out/) and the end-to-end tests of the site and of the editor
// (playwright). A runner that did not report counts as one failure, so a silent crash is
// never green. Above that line it names every test that failed, so a log cut to its last
// lines still says which.
import fs from 'node:fs';
import path from 'node:path';

const VITEST = {
  unit: ['unit tests', '.cache/vitest-results.json'],
  'forms-pglite': ['forms service tests (PGlite)', '.cache/vitest-forms-pglite-results.json'],
  'forms-postgres': ['forms service tests (PostgreSQL)', '.cache/vitest-forms-postgres-results.json'],
  cms: ['editor tests', '.cache/vitest-cms-results.json'],
  export: ['export checks', '.cache/vitest-export-results.json'],
};
const PLAYWRIGHT = {
  e2e: ['playwright', '.cache/playwright-results.json'],
  'cms-e2e': ['editor playwright', '.cache/playwright-cms-results.json'],
};
const RUNNERS = ['gates', ...Object.keys(VITEST), ...Object.keys(PLAYWRIGHT)];

const named = process.argv.slice(2);
const unknown = named.filter((name) => !RUNNERS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown runners: ${unknown.join(', ')} (known: ${RUNNERS.join(', ')})`);
  process.exit(2);
}
const runners = named.length > 0 ? named : RUNNERS;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
const failures = [];

const relative = (file) => path.relative(process.cwd(), file);

// Vitest's JSON: a file that failed to load has no assertions, only its message; those
// files are returned, as numFailedTests does not count them.
function vitestFailures(runner, results) {
  let filesWithoutTests = 0;
  for (const file of results.testResults ?? []) {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) failures.push(`${runner}: ${relative(file.name)} › ${test.fullName}`);
    if (tests.length === 0 && file.status === 'failed') {
      failures.push(`${runner}: ${relative(file.name)} › ${(file.message || 'failed').split('\n')[0]}`);
      filesWithoutTests += 1;
    }
  }
  return filesWithoutTests;
}

function playwrightFailures(runner, suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'unexpected')
        failures.push(`${runner}: ${spec.file}:${spec.line} › [${test.projectName}] ${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(runner, child);
}

if (runners.includes('gates')) {
  const gates = fs.existsSync('.cache/gates.txt') ? fs.readFileSync('.cache/gates.txt', 'utf8').trim().split('\n') : [];
  if (gates.length === 0) {
    console.error('the code gates wrote no results');
    failed += 1;
  }
  for (const line of gates) {
    if (line.startsWith('passed ')) passed += 1;
    else {
      failures.push(`gate: ${line.replace(/^failed /, '')}`);
      failed += 1;
    }
  }
}

for (const [name, file] of runners.filter((runner) => runner in VITEST).map((runner) => VITEST[runner])) {
  const results = read(file);
  if (results) {
    passed += results.numPassedTests;
    failed += results.numFailedTests + vitestFailures(name, results);
  } else {
    failures.push(`${name} wrote no results`);
    failed += 1;
  }
}

for (const [name, file] of runners.filter((runner) => runner in PLAYWRIGHT).map((runner) => PLAYWRIGHT[runner])) {
  const playwright = read(file);
  if (playwright?.stats) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    for (const suite of playwright.suites ?? []) playwrightFailures(name, suite);
    // A run that stopped before its tests (a web server that could not start) ran none.
    for (const error of playwright.errors ?? []) {
      failures.push(`${name}: ${String(error.message ?? error).split('\n')[0]}`);
      failed += 1;
    }
  } else {
    failures.push(`${name} wrote no results`);
    failed += 1;
  }
}

if (failures.length > 0) console.log(['', 'failed:', ...failures.map((failure) => `  ${failure}`), ''].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
