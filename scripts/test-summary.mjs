// Prints the closing line CI reads, "N passed, N failed", summing the runners named on the
// command line (scripts/test-all.sh passes those that ran; none: all of them): the code
// gates (one each), the unit tests (vitest), the forms service's tests on PGlite and on
// PostgreSQL (vitest, forms-service/), the editor's tests (vitest, cms/), the export
// checks (vitest over out/) and the end-to-end tests of the site and of the editor
// (playwright). A runner that did not report counts as one failure, so a silent crash is
// never green.
import fs from 'node:fs';

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

if (runners.includes('gates')) {
  const gates = fs.existsSync('.cache/gates.txt') ? fs.readFileSync('.cache/gates.txt', 'utf8').trim().split('\n') : [];
  if (gates.length === 0) {
    console.error('the code gates wrote no results');
    failed += 1;
  }
  for (const line of gates) {
    if (line.startsWith('passed ')) passed += 1;
    else {
      console.error(`gate ${line}`);
      failed += 1;
    }
  }
}

for (const [name, file] of runners.filter((runner) => runner in VITEST).map((runner) => VITEST[runner])) {
  const results = read(file);
  if (results) {
    passed += results.numPassedTests;
    failed += results.numFailedTests;
  } else {
    console.error(`${name} wrote no results`);
    failed += 1;
  }
}

for (const [name, file] of runners.filter((runner) => runner in PLAYWRIGHT).map((runner) => PLAYWRIGHT[runner])) {
  const playwright = read(file);
  if (playwright?.stats) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
  } else {
    console.error(`${name} wrote no results`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
