import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * What cms/patches/ changes in Keystatic's UI, which its API cannot: the collection
 * list's search also matches titles; "Edit item" dialogs have Cancel; a list marked
 * addFirst (releases) takes a new item at the top; the entry toolbar
 * and the theme button have names; an image picker shows site addresses (/images/...),
 * not repository paths (public/images/...); the body editor's link button is named "Link",
 * Ctrl+K opens it, it sits beside the text marks, and its dialog takes the site's link
 * field (fields/link-field.tsx); an "Edit item" dialog shows its fields' problems as it
 * opens and Done waits for them; a refused save calls fields/refused-save.ts; a column
 * of a person's unit (a price) shows its text and sorts by the stored value; entry lists
 * have a "Last change" column (fields/last-changes.ts); entry and singleton pages report
 * what is typed as it changes (fields/unsaved-problems.ts); what is typed while a save is
 * under way stays when the saved entry comes back into the form. `npm ci --prefix cms` applies the patch (postinstall:
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
  expect(arrays).toContain('"aria-label": "Link",');
  expect(arrays).toContain('jsx(InlineMarks, {}), marks.link && /*#__PURE__*/jsx(LinkButton, {');
  expect(arrays).toContain('const [forceValidation, setForceValidation] = useState(() => !itemIsValid());');
  expect(ui.match(/Symbol\.for\("clonewave\.cms\.saveRefused"\)/g)).toHaveLength(3);
  expect(ui).toContain("typeof val.text === 'string'");
  expect(ui).toContain('globalThis[Symbol.for("clonewave.cms.lastChanges")]?.(props.collection)');
  expect(ui).toContain("name: 'Last change',");
  expect(ui.match(/Symbol\.for\("clonewave\.cms\.entryEdited"\)/g)).toHaveLength(2);
  expect(ui).toContain('state: typedDuringSave ? state : initialState,');
  expect(arrays).toContain("(event.metaKey || event.ctrlKey) && (event.key === 'k' || event.key === 'K')");
  expect(arrays).toContain('globalThis[Symbol.for("clonewave.cms.linkField")]');
  const fields = read('keystatic-core.js');
  expect(fields).toContain("children: item.path.replace(/^public(?=\\/)/, '')");
  expect(fields).toContain('"aria-label": "Regenerate the file name"');
});
