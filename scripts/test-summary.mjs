// Prints the closing line CI reads, "N passed, N failed", summing the code gates (type
// checks, lint, format, knip: one each), the unit tests (vitest), the forms service's tests
// on PGlite and on PostgreSQL (vitest, forms-service/), the editor's tests
// (vitest, cms/), the export checks (vitest over out/) and the end-to-end tests of the
// site and of the editor (playwright).
// A runner that did not report counts as one failure, so a silent crash is never green.
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;

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

for (const [name, file] of [
  ['vitest', '.cache/vitest-results.json'],
  ['forms service tests (PGlite)', '.cache/vitest-forms-pglite-results.json'],
  ['forms service tests (PostgreSQL)', '.cache/vitest-forms-postgres-results.json'],
  ['editor tests', '.cache/vitest-cms-results.json'],
  ['export checks', '.cache/vitest-export-results.json'],
]) {
  const results = read(file);
  if (results) {
    passed += results.numPassedTests;
    failed += results.numFailedTests;
  } else {
    console.error(`${name} wrote no results`);
    failed += 1;
  }
}

for (const [name, file] of [
  ['playwright', '.cache/playwright-results.json'],
  ['editor playwright', '.cache/playwright-cms-results.json'],
]) {
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
