import { config } from '@keystatic/core';
import { collections, singletons } from './collections';

/**
 * The editor: local mode, so it reads and writes content/ in this checkout directly (a
 * save is a file change `git diff` shows). README "Editing in the browser" has the way to
 * run it against the GitHub repository instead.
 */
export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Clonewave content' } },
  collections: collections(),
  singletons: singletons(),
});
