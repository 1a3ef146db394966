import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * What cms/patches/ changes in Keystatic's UI, which its API cannot: the collection
 * list's search also matches titles; "Edit item" dialogs have Cancel; a list marked
 * addFirst (releases) takes a new item at the top; the entry toolbar
 * and the theme button have names; an image picker shows site addresses (/images/...),
 * not repository paths (public/images/...). `npm ci --prefix cms` applies the patch (postinstall:
 * patch-package); a Keystatic upgrade that it no longer fits fails the install, and an
 * install without it fails here. cms/e2e shows each change working.
 */
const dist = path.join(import.meta.dirname, '../node_modules/@keystatic/core/dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

test('the Keystatic patches are applied to the installed editor', () => {
  const ui = read('keystatic-core-ui.js');
  expect(ui).toContain('const term = squash(searchTerm);');
  expect(ui).toContain('"aria-label": "Entry actions"');
  const arrays = read('index-3c244051.js');
  expect(arrays).toContain('value: valueToUpdater(modalState.initial, props.schema.element)');
  expect(arrays).toContain('"aria-label": "Colour theme"');
  expect(arrays).toContain('props.previewProps.schema.addFirst ? [added, ...existing] : [...existing, added]');
  const fields = read('keystatic-core.js');
  expect(fields).toContain("children: item.path.replace(/^public(?=\\/)/, '')");
  expect(fields).toContain('"aria-label": "Regenerate the file name"');
});
