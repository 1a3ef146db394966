import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADER, withScriptsAfterPaint } from '@/scripts/postbuild/scripts-after-paint';

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
    const loaders = html.match(/<script>\(function\(scripts,preloads\)[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toContain(`(["${chunk('a')}","${chunk('b')}","${chunk('page')}"],["${chunk('island')}"])`);
    // The loader stands where the first chunk script stood, in the head.
    expect(html.indexOf('<script>(function(scripts')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the nomodule polyfill, image preloads and inline scripts alone', () => {
    const html = withScriptsAfterPaint(page);
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(html).toContain('<link rel="preload" href="/images/logo.svg" as="image"/>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
  });

  it('leaves a page without chunk scripts unchanged', () => {
    const plain = '<html><head><link rel="preload" href="/x.js" as="script" fetchPriority="low"/></head></html>';
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });
});

describe('the loader in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  const run = () => new Function(`${LOADER}(["${chunk('a')}","${chunk('b')}"],["${chunk('island')}"])`)();
  const added = () =>
    [...document.head.children].map((e) => `${e.tagName} ${e.getAttribute('src') ?? e.getAttribute('href')}`);

  it('adds nothing before a frame has been painted, then every chunk once, in order', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    run();
    expect(added()).toEqual([]);
    frames.shift()!(0);
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual([`LINK ${chunk('island')}`, `SCRIPT ${chunk('a')}`, `SCRIPT ${chunk('b')}`]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.head.children).toHaveLength(3);
  });

  it('starts at once in a hidden tab, which never paints a frame', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frame in a hidden tab');
    });
    run();
    expect(added()).toHaveLength(3);
    vi.restoreAllMocks();
  });
});
