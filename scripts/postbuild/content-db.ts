import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DB_DIR, CONTENT_DB_META, serializeContentDb } from '../../lib/content-db/build';

/**
 * Writes the content database to out/_content/db-<hash>.json (Next ignores app folders
 * starting with `_`, so this is a build step, not a route) and checks that the pages name
 * this very file in their meta tag: a mismatch would break search silently.
 */
export function run(outDir: string) {
  const { json, url } = serializeContentDb();
  const dir = path.join(outDir, CONTENT_DB_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(outDir, url), json);
  const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!home.includes(`name="${CONTENT_DB_META}" content="${url}"`)) {
    throw new Error(
      `postbuild content-db: out/index.html does not name ${url} in <meta name="${CONTENT_DB_META}">; rebuild`,
    );
  }
}
