import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { describeChange } from '../fields/last-changes';
import { lastChanges } from '../site-check/last-changes';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string, mtime?: Date) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (mtime) fs.utimesSync(full, mtime, mtime);
}

function commit(date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: root });
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'c'], {
    cwd: root,
    env,
  });
}

describe('the "Last change" of each entry in a list', () => {
  test('is its last commit, or the time it was saved when it changed since', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-last-changes-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    write('content/products/box-pro.mdx', 'a');
    write('content/products/box-evolve.mdx', 'a');
    write('content/pages/help/contact.mdx', 'a');
    commit('2026-03-01T10:00:00Z');
    write('content/products/box-pro.mdx', 'b');
    commit('2026-04-02T10:00:00Z');
    const saved = new Date('2026-05-03T10:00:00Z');
    write('content/products/box-evolve.mdx', 'c', saved);
    write('content/products/new-box.mdx', 'new', saved);
    write('content/products/notes.txt', 'not an entry');

    expect(lastChanges(root, 'products')).toEqual({
      'box-pro': { at: Date.parse('2026-04-02T10:00:00Z'), unpublished: false },
      'box-evolve': { at: saved.getTime(), unpublished: true },
      'new-box': { at: saved.getTime(), unpublished: true },
    });
    expect(lastChanges(root, 'pages')).toEqual({
      'help/contact': { at: Date.parse('2026-03-01T10:00:00Z'), unpublished: false },
    });
  });

  test('without a git repository, every entry counts as saved when its file was written', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-last-changes-'));
    const saved = new Date('2026-05-03T10:00:00Z');
    write('content/faqs/programs.yaml', 'a', saved);
    expect(lastChanges(root, 'faqs')).toEqual({ programs: { at: saved.getTime(), unpublished: true } });
  });

  test('reads as a person says it, in the local time zone', () => {
    const now = new Date(2026, 10, 28, 15, 0).getTime();
    const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime();
    expect(describeChange({ at: at(2026, 10, 28, 14, 5), unpublished: false }, now)).toBe('Today, 2:05 PM');
    expect(describeChange({ at: at(2026, 10, 27, 9, 12), unpublished: true }, now)).toBe(
      'Yesterday, 9:12 AM · not published yet',
    );
    expect(describeChange({ at: at(2026, 10, 3, 9, 0), unpublished: false }, now)).toBe('Nov 3');
    expect(describeChange({ at: at(2025, 10, 3, 9, 0), unpublished: false }, now)).toBe('Nov 3, 2025');
  });
});
