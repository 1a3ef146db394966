// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADER, payloadUrl, takePayload, withScriptsAfterPaint } from '@/scripts/postbuild/scripts-after-paint';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<html><head>',
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`,
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('page')}"/>`,
  `<link rel="preload" href="${chunk('island')}" as="script" fetchPriority="low"/>`,
  `<link rel="preload" href="/images/logo.svg" as="image"/>`,
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><h1>Cart</h1>',
  `<script>self.__next_f.push([1,"x"])</script><script src="${chunk('page')}" async=""></script>`,
  '</body></html>',
].join('');

describe('postbuild: scripts after paint', () => {
  it('replaces the chunk scripts and their preloads with one loader, in document order', () => {
    const html = withScriptsAfterPaint(page);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toMatch(/as="script"/);
    const loaders = html.match(/<script>\(function\(scripts,preloads,payload,entries\)[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toContain(`(["${chunk('a')}","${chunk('b')}","${chunk('page')}"],["${chunk('island')}"],"",[])`);
    // The loader stands where the first chunk script stood, in the head.
    expect(html.indexOf('<script>(function(scripts')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the nomodule polyfill, image preloads and inline scripts alone', () => {
    const html = withScriptsAfterPaint(page);
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(html).toContain('<link rel="preload" href="/images/logo.svg" as="image"/>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
  });

  it("moves Turbopack's entry from the end of the body into the loader", () => {
    const entry = { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [94553] };
    const withEntry = page.replace(
      '</body>',
      `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(entry)});</script></body>`,
    );
    const html = withScriptsAfterPaint(withEntry);
    expect(html).not.toContain('_R_');
    expect(html).toContain(`,["${chunk('island')}"],"",[${JSON.stringify(entry)}])</script>`);
    expect(withScriptsAfterPaint(page)).toContain(`,["${chunk('island')}"],"",[])</script>`);
    // Each list of modules to run first gets an entry of its own before it, in order, waiting
    // for the same chunks; an empty list gets none.
    const task = (ids: number[]) => JSON.stringify({ otherChunks: entry.otherChunks, runtimeModuleIds: ids });
    expect(withScriptsAfterPaint(withEntry, '', [[46480], [], [23755, 75530]])).toContain(
      `,"",[${task([46480])},${task([23755, 75530])},${JSON.stringify(entry)}])</script>`,
    );
    expect(withScriptsAfterPaint(page, '', [[46480]])).toContain(`,"",[])</script>`);
  });

  it('leaves a page without chunk scripts unchanged', () => {
    const plain = '<html><head><link rel="preload" href="/x.js" as="script" fetchPriority="low"/></head></html>';
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });
});

describe('postbuild: the RSC payload out of the HTML', () => {
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  // As Next writes it: `<` escaped, so no row can end its script early.
  const rows =
    '<script>self.__next_f.push([1,"0:[\\"$\\",\\"\\u003cp\\u003e\\"]\\n"])</script><script>self.__next_f.push([1,"1:\\"é\\"\\n"])</script>';
  const withPayload = page.replace('<script>self.__next_f.push([1,"x"])</script>', bootstrap + rows);

  it('joins the text rows into exactly the payload Next would read, and leaves the bootstrap row', () => {
    const taken = takePayload(withPayload)!;
    expect(taken.payload).toBe('0:["$","<p>"]\n1:"é"\n');
    expect(taken.html).toContain(bootstrap);
    expect(taken.html).not.toContain('self.__next_f.push([1,');
  });

  it('names the payload by its content, so a changed page gets a new URL', () => {
    expect(payloadUrl('a')).toMatch(/^\/_content\/rsc\/[0-9a-f]{16}\.txt$/);
    expect(payloadUrl('a')).toBe(payloadUrl('a'));
    expect(payloadUrl('a')).not.toBe(payloadUrl('b'));
  });

  it('hands the payload URL to the loader', () => {
    const taken = takePayload(withPayload)!;
    expect(withScriptsAfterPaint(taken.html, '/_content/rsc/0123.txt')).toContain(
      `,["${chunk('island')}"],"/_content/rsc/0123.txt",[])`,
    );
  });

  it('leaves a page alone that has no payload, or rows of another kind', () => {
    expect(takePayload('<html><body><p>x</p></body></html>')).toBeUndefined();
    expect(
      takePayload(withPayload.replace(bootstrap, `${bootstrap}<script>self.__next_f.push([3,"AAEC"])</script>`)),
    ).toBeUndefined();
  });
});

describe('the loader in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  const run = (payload = '') =>
    new Function(`${LOADER}(["${chunk('a')}","${chunk('b')}"],["${chunk('island')}"],${JSON.stringify(payload)},[])`)();
  const added = () =>
    [...document.head.children].map((e) => `${e.tagName} ${e.getAttribute('src') ?? e.getAttribute('href')}`);

  it('without paint timing, adds nothing before a frame has been painted, then every chunk once, in order', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    run();
    expect(added()).toEqual([]);
    frames.shift()!(0);
    expect(added()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(added()).toEqual([`SCRIPT ${chunk('a')}`, `SCRIPT ${chunk('b')}`]);
    // The hint for the chunk hydration fetches itself, in a task of its own.
    vi.runAllTimers();
    expect(added()).toEqual([`SCRIPT ${chunk('a')}`, `SCRIPT ${chunk('b')}`, `LINK ${chunk('island')}`]);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(document.head.children).toHaveLength(3);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    vi.useFakeTimers();
    const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
    const observed: unknown[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe(options: unknown) {
        observed.push(options);
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('a frame is not a paint on screen');
    });
    const entries = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
    run();
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    observers[0]!(entries('first-paint'));
    expect(added()).toEqual([]);
    observers[0]!(entries('first-contentful-paint'));
    vi.runAllTimers();
    expect(added()).toEqual([`SCRIPT ${chunk('a')}`, `SCRIPT ${chunk('b')}`, `LINK ${chunk('island')}`]);
    observers[0]!(entries('first-contentful-paint'));
    vi.runAllTimers();
    expect(document.head.children).toHaveLength(3);
  });

  it('starts at once in a hidden tab, which never paints a frame', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frame in a hidden tab');
    });
    run();
    expect(added()).toEqual([`SCRIPT ${chunk('a')}`, `SCRIPT ${chunk('b')}`]);
    vi.runAllTimers();
    expect(added()).toHaveLength(3);
    vi.restoreAllMocks();
  });

  const hidden = () => vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  const nextData = () => (window as unknown as { __next_f?: unknown[] }).__next_f;

  it('puts the fetched payload where Next reads it before any chunk script is added', async () => {
    hidden();
    delete (window as unknown as { __next_f?: unknown[] }).__next_f;
    let answer!: (response: Response) => void;
    const fetched = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetched);
    run('/_content/rsc/0123.txt');
    expect(fetched).toHaveBeenCalledWith('/_content/rsc/0123.txt');
    // The payload is asked for first; then only hints, one task each: the chunks download, none runs.
    expect(added()).toEqual([]);
    await vi.waitFor(() => expect(added()).toHaveLength(3));
    expect(added()).toEqual([`LINK ${chunk('island')}`, `LINK ${chunk('a')}`, `LINK ${chunk('b')}`]);
    answer(new Response('0:["$","p"]\n'));
    await vi.waitFor(() => expect(added()).toHaveLength(5));
    expect(nextData()).toEqual([[1, '0:["$","p"]\n']]);
    expect(added().slice(3)).toEqual([`SCRIPT ${chunk('a')}`, `SCRIPT ${chunk('b')}`]);
    vi.restoreAllMocks();
  });

  it("starts Turbopack's entries one task each, in order, once every chunk script has loaded or failed", () => {
    vi.useFakeTimers();
    hidden();
    const turbopack = () => (window as unknown as { TURBOPACK?: unknown[] }).TURBOPACK;
    delete (window as unknown as { TURBOPACK?: unknown[] }).TURBOPACK;
    const first = { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [2] };
    const entry = { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] };
    new Function(`${LOADER}(["${chunk('a')}","${chunk('b')}"],[],"",${JSON.stringify([first, entry])})`)();
    const [a, b] = [...document.head.querySelectorAll('script')];
    a!.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(turbopack()).toBeUndefined();
    b!.dispatchEvent(new Event('error'));
    // Not in the task that ran the last chunk: each entry (React DOM's module, then
    // hydration's start) is a task of its own.
    expect(turbopack()).toBeUndefined();
    vi.runOnlyPendingTimers();
    expect(turbopack()).toEqual([first]);
    vi.runOnlyPendingTimers();
    expect(turbopack()).toEqual([first, entry]);
    vi.runAllTimers();
    expect(turbopack()).toEqual([first, entry]);
    vi.restoreAllMocks();
  });

  it('runs no chunk when the payload cannot be fetched, and says why', async () => {
    hidden();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    run('/_content/rsc/0123.txt');
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]![1])).toContain('/_content/rsc/0123.txt: HTTP 404');
    expect(added().filter((tag) => tag.startsWith('SCRIPT'))).toEqual([]);
    vi.restoreAllMocks();
  });
});
