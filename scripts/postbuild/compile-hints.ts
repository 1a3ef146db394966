/**
 * The framework chunks every page runs at start are compiled off the main thread.
 *
 * V8 compiles a function the first time it is called, on the main thread. The first-load
 * chunks (React DOM, the Next.js client, the Turbopack runtime, the layout's islands) are
 * evaluated at once when they arrive and call most of their functions right then, so about
 * half of that one long task was V8 parsing and compiling function after function
 * (V8.ParseFunction and CompileCode in a trace of /cart/). `//# allFunctionsCalledOnLoad`
 * as a file's first line is V8's explicit compile hint (Chrome 136+): it compiles every
 * function of the file eagerly while the script downloads, on a background thread. Other
 * engines read a comment.
 *
 * Only the two framework chunks are marked (React DOM, 230 kB, and the Next.js client,
 * 170 kB): the line costs 20 gzip bytes per chunk, every content page is within a few
 * dozen bytes of its 145 kB first-load budget, and the other chunks are 30 kB or less.
 * Chunk names are content hashes that nothing checks, and the same build writes the same
 * files, so their long-lived caching stays correct.
 *
 * Measured with the bench (Lighthouse mobile, median of 3, bare Next.js page in the same
 * run): see the commit that added this step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPages } from '../export-pages';
import { startChunks } from './scripts-after-paint';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Chunks below this many bytes are not worth the hint's bytes (see above). */
export const COMPILE_HINT_MIN_BYTES = 100_000;

/** The chunk's code with the compile hint as its first line (once). */
export const withCompileHint = (js: string) => (js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js);

export function run(outDir: string) {
  const chunks = new Set(listPages(outDir).flatMap((page) => startChunks(page.html)));
  for (const href of chunks) {
    const file = path.join(outDir, href);
    const js = fs.readFileSync(file, 'utf8');
    if (Buffer.byteLength(js) >= COMPILE_HINT_MIN_BYTES) fs.writeFileSync(file, withCompileHint(js));
  }
}
