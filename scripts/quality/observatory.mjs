/**
 * Grades a running server with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory):
 * its own retriever (http and https requests, redirects, CORS preflight), its ten
 * analyzers and its grader, summed exactly as its `scan()` does. `scan()` itself always
 * uses ports 80 and 443, so this passes the ports to `retrieve()`.
 *
 *   NODE_EXTRA_CA_CERTS=cert.pem node scripts/quality/observatory.mjs <host> <http port> <https port>
 *
 * Prints JSON: { grade, score, tests: { <name>: { pass, result, scoreModifier } } }. A test
 * certificate must be trusted (NODE_EXTRA_CA_CERTS), or HSTS and redirection grade as
 * "invalid certificate".
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) {
  console.error('usage: node scripts/quality/observatory.mjs <host> <http port> <https port>');
  process.exit(2);
}

// The package's install script downloads Chromium's HSTS preload list into conf/; installed
// without scripts (package.json allowScripts) it is missing. A test host is on no preload
// list, so an empty list grades exactly the same.
const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageDir, 'conf/hsts-preload.json');
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}');

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');

const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`no response from ${host}:${httpPort}/${httpsPort}`);

// As scan(): bonuses count only when the score without them is already an A.
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const scoreModifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += scoreModifier;
  if (scoreModifier < 0) uncurved += scoreModifier;
  tests[output.constructor.name] = { pass: output.pass, result: output.result, scoreModifier };
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ grade, score, tests }, null, 2));
