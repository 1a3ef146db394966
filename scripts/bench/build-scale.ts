/**
 * Times a full production build (`npm run build`: content check, next build, postbuild)
 * of a throwaway copy of the repo, optionally with the products and releases multiplied
 * into new slugs, so the cost of growth per page is known. lib/content reads content/
 * from the working directory, so building the copy builds the synthetic content.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  '.cache',
  'bench',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** A copy of the repo in a temp folder; node_modules is hard-linked (cheap, same files). */
export function copyRepo(repo: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clonewave-bench-'));
  // mkdtemp makes it 0700; nginx workers (another user when started as root) must read out/.
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(repo)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

/** Gives the copy k of a content file its own slug (frontmatter `slug:` or the file name). */
export function withSlugSuffix(source: string, suffix: string): string {
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---/.exec(source)?.[0];
  if (!frontmatter) return source;
  const renamed = frontmatter.replace(
    /^slug:\s*(["']?)(.+?)\1\s*$/m,
    (_line, quote: string, slug: string) => `slug: ${quote}${slug}${suffix}${quote}`,
  );
  return renamed + source.slice(frontmatter.length);
}

/** Adds (scale − 1) copies of every product, firmware and software entry. Returns counts. */
export function multiplyContent(contentDir: string, scale: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const collection of ['products', 'firmware', 'software']) {
    const dir = path.join(contentDir, collection);
    const originals = fs.readdirSync(dir).filter((name) => name.endsWith('.mdx'));
    for (const name of originals) {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      for (let k = 2; k <= scale; k++) {
        const suffix = `-x${k}`;
        fs.writeFileSync(path.join(dir, name.replace(/\.mdx$/, `${suffix}.mdx`)), withSlugSuffix(source, suffix));
      }
    }
    counts[collection] = originals.length * scale;
  }
  return counts;
}

export function countPages(outDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '_next') walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('.html')) count++;
    }
  };
  walk(outDir);
  return count;
}

/**
 * Runs `npm run build` (or `command`) in dir with `env` added, echoing its progress lines
 * with a prefix; resolves to seconds.
 */
export function timedBuild(
  dir: string,
  label: string,
  { env = {}, command = ['npm', 'run', 'build'] }: { env?: Record<string, string>; command?: string[] } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const [program, ...args] = command;
    const child = spawn(program!, args, {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--max-old-space-size=8192', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const echo = (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      for (const line of text.split(/\r?\n/)) {
        // Progress only: compile, type check, page generation, postbuild steps.
        if (/Compiled|TypeScript|Generating static pages|postbuild|content:|error/i.test(line))
          console.log(`  [${label}] ${line.trim()}`);
      }
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`build of ${label} failed (exit ${code}):\n${log.slice(-4000)}`));
    });
  });
}
