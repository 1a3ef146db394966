import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/test-summary.mjs');
let folder = '';

function summary(files: Record<string, unknown>, runners: string[]) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
  fs.mkdirSync(path.join(folder, '.cache'));
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(folder, '.cache', name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return spawnSync(process.execPath, [SCRIPT, ...runners], { cwd: folder, encoding: 'utf8' });
}

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const vitest = (file: string, tests: { fullName: string; status: string }[], extra = {}) => ({
  numPassedTests: tests.filter((test) => test.status === 'passed').length,
  numFailedTests: tests.filter((test) => test.status === 'failed').length,
  testResults: [
    {
      name: file,
      status: tests.some((test) => test.status === 'failed') ? 'failed' : 'passed',
      assertionResults: tests,
      ...extra,
    },
  ],
});

describe('the closing summary of npm test', () => {
  it('sums every runner and names each failed test above the last line', () => {
    const run = summary(
      {
        'gates.txt': 'passed format (Prettier)\npassed type check\n',
        'vitest-results.json': vitest('/x/tests/unit/a.test.ts', [
          { fullName: 'cart adds', status: 'passed' },
          { fullName: 'cart removes', status: 'failed' },
        ]),
        'playwright-results.json': {
          stats: { expected: 3, flaky: 1, unexpected: 1 },
          suites: [
            {
              suites: [
                {
                  specs: [
                    {
                      file: 'cart.spec.ts',
                      line: 12,
                      title: 'checkout',
                      tests: [{ status: 'unexpected', projectName: 'phone' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
      ['gates', 'unit', 'e2e'],
    );
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('7 passed, 2 failed');
    expect(run.stdout).toContain('cart removes');
    expect(run.stdout).toContain('cart.spec.ts:12 › [phone] checkout');
    expect(run.stdout).not.toContain('cart adds');
  });

  it('counts a test file that failed to load, and a runner that wrote nothing, as failures', () => {
    const run = summary(
      {
        'gates.txt': 'passed lint (ESLint)\n',
        'vitest-results.json': vitest('/x/tests/unit/b.test.ts', [], {
          status: 'failed',
          message: 'Cannot find module x\nstack',
        }),
      },
      ['gates', 'unit', 'cms'],
    );
    expect(run.stdout.trim().split('\n').at(-1)).toBe('1 passed, 2 failed');
    expect(run.stdout).toContain('Cannot find module x');
    expect(run.stdout).not.toContain('stack');
    expect(run.stdout).toContain('editor tests wrote no results');
  });

  it('counts a Playwright run that stopped before its tests as a failure', () => {
    const run = summary(
      {
        'gates.txt': 'passed knip\n',
        'playwright-results.json': {
          stats: { expected: 0, flaky: 0, unexpected: 0 },
          suites: [],
          errors: [{ message: 'Error: http://127.0.0.1:18080/api/forms/health is already used\nstack' }],
        },
      },
      ['gates', 'e2e'],
    );
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('1 passed, 1 failed');
    expect(run.stdout).toContain('playwright: Error: http://127.0.0.1:18080/api/forms/health is already used');
  });

  it('ends green with no list when nothing failed', () => {
    const run = summary({ 'gates.txt': 'passed knip\n' }, ['gates']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('1 passed, 0 failed');
  });
});
