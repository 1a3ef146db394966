/**
 * The framework's modules among a page's chunks, so the loader can run them in tasks of
 * their own before Turbopack's entry (scripts/postbuild/scripts-after-paint.ts): first
 * React DOM's client, then the Next.js client's modules, in the order the entry itself
 * would run them. The entry then finds them done and only starts hydration.
 *
 * Turbopack writes a chunk as `TURBOPACK.push([script, id, factory, id, factory, …])`, each
 * factory an arrow function `(e,t,n)=>{…}` after its numeric module id, that requires
 * another module as `e.r(id)` (`e` being the factory's first parameter). React DOM's
 * client is the module that defines `hydrateRoot` (`n.hydrateRoot=function(…)`); Next's
 * entry requires its globals, then, in a callback once the page's `beforeInteractive`
 * scripts have run, its `hydrate` module, whose top requires the router, the RSC client
 * and React DOM, and whose body reads the page's payload. (So a `beforeInteractive`
 * script would run after these modules, not before: the site has none, and the export
 * test fails a page with one.) `tests/export/hydration.test.ts` fails the build's pages
 * if either list is not found, so a Next.js or React upgrade that changes this shape is
 * noticed, not slower.
 */
const MODULE_START = /[,[](\d+),\((\w+),\w+,\w+\)=>\{/g;
const DEFINES_HYDRATE_ROOT = /\.hydrateRoot=function\(/;
const EXPORTS_HYDRATE = /\.defineProperty\(\w+,"hydrate",/;
/** A function declaration: where a module's top-level requires have ended. */
const FUNCTION_DECLARATION = /\bfunction [\w$]+\(/;

type Factory = { source: string; require: string };

/** Every module factory in the chunks, by id: its source (up to the next module) and its require's name. */
export function moduleFactories(chunks: string[]): Map<number, Factory> {
  const factories = new Map<number, Factory>();
  for (const chunk of chunks) {
    const starts = [...chunk.matchAll(MODULE_START)];
    starts.forEach((start, i) => {
      const end = starts[i + 1]?.index ?? chunk.length;
      factories.set(Number(start[1]), { source: chunk.slice(start.index, end), require: start[2]! });
    });
  }
  return factories;
}

const idWhere = (factories: Map<number, Factory>, test: RegExp) =>
  [...factories].find(([, factory]) => test.test(factory.source))?.[0];

/** The ids a factory requires (`e.r(id)`), in order, from the start of its source to `end`. */
function requires(factory: Factory, end = factory.source.length): number[] {
  const call = new RegExp(String.raw`\b${factory.require}\.r\((\d+)\)`, 'g');
  return [...factory.source.slice(0, end).matchAll(call)].map((m) => Number(m[1]));
}

/** The id of the module whose factory defines `hydrateRoot`, or undefined when the chunks have none. */
export function reactDomModuleId(factories: Map<number, Factory>): number | undefined {
  return idWhere(factories, DEFINES_HYDRATE_ROOT);
}

/**
 * The modules Next's entry `entryId` runs before the body of its hydrate module, in its
 * order: the entry's own requires, then those at the top of the hydrate module. Empty when
 * the entry does not require a hydrate module.
 */
export function nextClientModuleIds(factories: Map<number, Factory>, entryId: number): number[] {
  const entry = factories.get(entryId);
  const hydrateId = idWhere(factories, EXPORTS_HYDRATE);
  if (!entry || hydrateId === undefined || !requires(entry).includes(hydrateId)) return [];
  const hydrate = factories.get(hydrateId)!;
  const body = hydrate.source.search(FUNCTION_DECLARATION);
  const top = requires(hydrate, body < 0 ? undefined : body);
  return [...new Set([...requires(entry).filter((id) => id !== hydrateId), ...top])];
}
