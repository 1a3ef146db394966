import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLazyImages } from '@/browser/lazy-images';
import { candidateFor, LazyPicture } from '@/components/media/lazy-picture';
import { TRANSPARENT_GIF } from '@/components/media/transparent-gif';

/** A stand-in IntersectionObserver: the test says which targets came near. */
let observed: Set<Element>;
let report: (targets: Element[]) => void;
let margin: string | undefined;
let observerRoot: IntersectionObserverInit['root'];
class FakeObserver {
  constructor(
    callback: (entries: Partial<IntersectionObserverEntry>[], observer: FakeObserver) => void,
    options?: IntersectionObserverInit,
  ) {
    margin = options?.rootMargin;
    observerRoot = options?.root;
    report = (targets) =>
      callback(
        targets.map((target) => ({ target, isIntersecting: true })),
        this,
      );
  }
  observe = (target: Element) => observed.add(target);
  unobserve = (target: Element) => observed.delete(target);
  disconnect = () => observed.clear();
}

const picture = (name: string) => (
  <LazyPicture
    img={{
      src: `/_ipx/w_640/${name}.webp`,
      srcSet: `/_ipx/w_640/${name}.webp 640w`,
      sizes: '50vw',
      alt: name,
      width: 640,
      height: 480,
    }}
    sources={[{ type: 'image/avif', srcSet: `/_ipx/w_640/${name}.avif 640w`, sizes: '50vw' }]}
  />
);
const img = (name: string) => document.querySelector<HTMLImageElement>(`picture img[alt="${name}"]`)!;

let stop: () => void;
beforeEach(() => {
  observed = new Set();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('lazy pictures', () => {
  it('hold their URLs back, sized, until they come within 360 px', () => {
    render(picture('deck'));
    stop = watchLazyImages();
    expect(margin).toBe('360px');
    const deck = img('deck');
    expect(deck).toHaveAttribute('data-lazy', 'waiting');
    expect(deck).toHaveAttribute('src', TRANSPARENT_GIF);
    expect(deck).not.toHaveAttribute('srcset');
    expect(deck.style.aspectRatio).toBe('640 / 480');
    expect(deck.parentElement!.querySelector('source')).toHaveAttribute('srcset', TRANSPARENT_GIF);
    expect(observed.has(deck)).toBe(true);

    report([deck]);
    expect(deck).toHaveAttribute('data-lazy', 'loaded');
    expect(deck).toHaveAttribute('src', '/_ipx/w_640/deck.webp');
    expect(deck).toHaveAttribute('srcset', '/_ipx/w_640/deck.webp 640w');
    expect(deck).toHaveAttribute('sizes', '50vw');
    const source = deck.parentElement!.querySelector('source')!;
    expect(source).toHaveAttribute('srcset', '/_ipx/w_640/deck.avif 640w');
    expect(source).toHaveAttribute('sizes', '50vw');
    expect(observed.has(deck)).toBe(false);
  });

  it('watch pictures a client navigation adds, and let go of those it removes', async () => {
    stop = watchLazyImages();
    const { unmount } = render(picture('later'));
    // MutationObserver records arrive in a microtask.
    await Promise.resolve();
    expect(observed.has(img('later'))).toBe(true);
    const later = img('later');
    unmount();
    await Promise.resolve();
    expect(observed.has(later)).toBe(false);
  });

  it('in a scroller (a gallery track), wait until they scroll into its view as well', () => {
    render(<div data-lazy-scroller="">{picture('slide')}</div>);
    stop = watchLazyImages();
    const slide = img('slide');
    report([slide]);
    expect(slide).toHaveAttribute('data-lazy', 'waiting');
    expect(observed.has(slide)).toBe(true);
    expect(observerRoot).toBe(slide.closest('[data-lazy-scroller]'));
    expect(margin).toBe('0px -1px');

    report([slide]);
    expect(slide).toHaveAttribute('data-lazy', 'loaded');
    expect(observed.has(slide)).toBe(false);
  });

  it("without scripts, one WebP about a card's size at 2x loads natively", () => {
    const srcSet = '/a-320.webp 320w, /a-640.webp 640w, /a-1280.webp 1280w';
    expect(candidateFor(srcSet, 640, '/a.webp')).toBe('/a-640.webp');
    expect(candidateFor(srcSet, 500, '/a.webp')).toBe('/a-640.webp');
    expect(candidateFor(srcSet, 2000, '/a.webp')).toBe('/a-1280.webp');
    expect(candidateFor(undefined, 640, '/a.webp')).toBe('/a.webp');
    const ipx = '/_ipx/f_webp,w_320,q_75/a.webp 320w, /_ipx/f_webp,w_640,q_75/a.webp 640w';
    expect(candidateFor(ipx, 640, '/a.webp')).toBe('/_ipx/f_webp,w_640,q_75/a.webp');
  });
});
