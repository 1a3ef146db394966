import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { checkContent, type ContentDirs } from '@/lib/content/load';
import { formatIssue } from '@/lib/content/issues';

/** The small valid content tree of tests/fixtures/content, and broken copies of it. */
const FIXTURE = path.resolve(__dirname, '../../fixtures/content');
export const fixtureDirs: ContentDirs = {
  content: path.join(FIXTURE, 'content'),
  public: path.join(FIXTURE, 'public'),
};

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Edit = string | ((text: string) => string) | null;

/**
 * A temp copy of the fixture with edits applied: a file name under content/ maps to its
 * new text, a transform of its text (which must change it), or null to delete it.
 */
export function brokenFixture(edits: Record<string, Edit>): ContentDirs {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  copies.push(dir);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, 'content', file);
    if (edit === null) {
      fs.rmSync(full);
      continue;
    }
    const before = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    const after = typeof edit === 'string' ? edit : edit(before);
    if (after === before) throw new Error(`fixture edit of ${file} changed nothing`);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, after);
  }
  return { content: path.join(dir, 'content'), public: path.join(dir, 'public') };
}

/** Every problem of one run, as `npm run content:check` prints each line. */
export function problems(dirs: ContentDirs): string[] {
  return checkContent(dirs).issues.map(formatIssue);
}

/** A page of the fixture with this body (frontmatter valid), for body faults. */
export const pageWithBody = (body: string) =>
  `---\ntitle: Body test\ndescription: A fixture page made by a test, to hold one body with one fault in it.\n---\n${body}\n`;
