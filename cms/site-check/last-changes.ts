import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '../content-map';

export interface LastChange {
  /** When the entry last changed (ms since the epoch). */
  at: number;
  /** Saved since the last commit: not on the published site yet. */
  unpublished: boolean;
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch {
    return undefined;
  }
}

function filesUnder(root: string, folder: string, extension: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`);
}

/**
 * When each entry of a collection last changed, by slug: the date of the last commit that
 * touched its file, or, for a file saved since (modified or new), the time it was saved.
 * Without a git repository every file counts as saved at its modification time.
 */
export function lastChanges(root: string, collection: keyof typeof COLLECTIONS): Record<string, LastChange> {
  const { dir, mdx } = COLLECTIONS[collection];
  const folder = dir.replace(/\/\*\*?$/, '');
  const extension = mdx ? '.mdx' : '.yaml';
  const files = filesUnder(root, folder, extension);
  const slugOf = (file: string) => file.slice(folder.length + 1, -extension.length);

  const committed = new Map<string, number>();
  let at = 0;
  // Newest commit first, so a file's first appearance is its last commit.
  for (const line of git(root, ['log', '--format=%x01%ct', '--name-only', '--', folder])?.split('\n') ?? []) {
    if (line.startsWith('\x01')) at = Number(line.slice(1)) * 1000;
    else if (line && !committed.has(line)) committed.set(line, at);
  }
  const status = git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', folder]);
  const saved = new Set(
    status === undefined
      ? files
      : status
          .split('\0')
          .filter(Boolean)
          .map((entry) => entry.slice(3)),
  );

  return Object.fromEntries(
    files.map((file) => {
      const unpublished = saved.has(file) || !committed.has(file);
      const time = unpublished ? fs.statSync(path.join(root, file)).mtimeMs : committed.get(file)!;
      return [slugOf(file), { at: Math.round(time), unpublished }];
    }),
  );
}
