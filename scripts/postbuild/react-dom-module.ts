/**
 * Where React DOM's client is among a page's chunks, so the loader can run its module in a
 * task of its own before Turbopack's entry (scripts/postbuild/scripts-after-paint.ts).
 *
 * Turbopack writes a chunk as `TURBOPACK.push([script, id, factory, id, factory, …])`, each
 * factory an arrow function `(e,t,n)=>{…}` after its numeric module id. React DOM's client
 * is the module that defines `hydrateRoot` (`n.hydrateRoot=function(…)`); Next.js's client
 * only calls it. `tests/export/hydration.test.ts` fails the build's pages if it is not
 * found, so a Next.js or React upgrade that changes this shape is noticed, not slower.
 */
const MODULE_START = /[,[](\d+),\(\w+,\w+,\w+\)=>\{/g;
const DEFINES_HYDRATE_ROOT = /\.hydrateRoot=function\(/;

/** The id of the module whose factory defines `hydrateRoot`, or undefined when the chunk has none. */
export function reactDomModuleId(chunk: string): number | undefined {
  const defined = DEFINES_HYDRATE_ROOT.exec(chunk);
  if (!defined) return undefined;
  let id: number | undefined;
  for (const start of chunk.matchAll(MODULE_START)) {
    if (start.index > defined.index) break;
    id = Number(start[1]);
  }
  return id;
}
