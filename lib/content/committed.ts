import { execFileSync } from 'node:child_process';

/**
 * A file's text as last committed (git HEAD), so a check can compare a saved file with
 * it; undefined for a file not committed yet, or where there is no git repository.
 * `file` is relative to `root`, like `content/products/box-pro.mdx`.
 */
export function committedText(root: string, file: string): string | undefined {
  try {
    return execFileSync('git', ['show', `HEAD:./${file}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}
