import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentFiles, repoRoot } from './content-files';
import { loadEntry, saveEntry } from './keystatic-entry';
import { meaning } from './semantic';

/**
 * Loading every file of content/ in the editor and saving it unchanged writes the same
 * bytes, and what the file says (frontmatter as the site reads it, the MDX tree with
 * every prop's value) is the same. The one normalisation commit was written with
 * `CMS_WRITE_SAVED=1 npx vitest run -c cms/vitest.config.ts round-trip`, which saves
 * each file as the editor would (only where its meaning is unchanged).
 */
const files = contentFiles();

describe('every content file survives a load and save in the editor', () => {
  test('the editor covers every collection file (87 files when this was written)', () => {
    expect(files.length).toBeGreaterThanOrEqual(87);
  });

  test.each(files.map((entry) => [entry.file, entry] as const))('%s', (file, entry) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const saved = saveEntry(
      loadEntry(text, entry.fields, entry.format, entry.slug),
      entry.fields,
      entry.format,
      entry.slug,
    );
    expect(meaning(saved, entry.zod, entry.format.mdx)).toEqual(meaning(text, entry.zod, entry.format.mdx));
    if (process.env.CMS_WRITE_SAVED === '1') fs.writeFileSync(path.join(repoRoot, file), saved);
    else expect(saved).toBe(text);
  });
});
