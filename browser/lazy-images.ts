import { LAZY_IMAGE_OFFSET_PX } from '@/lib/constants';

/** What a waiting picture's <img> and <source>s carry until it is near (components/media/lazy-picture.tsx). */
export const LAZY_ATTRIBUTE = 'data-lazy';
/**
 * Marks a scroll container whose pictures wait, once near the viewport, until they scroll
 * into its own view too (a gallery's track): a slide beside the visible one is not fetched
 * until the visitor moves towards it.
 */
export const LAZY_SCROLLER_ATTRIBUTE = 'data-lazy-scroller';
const WAITING = `img[${LAZY_ATTRIBUTE}="waiting"]`;
const DEFERRED = ['srcset', 'sizes'] as const;

/** Moves the deferred URLs of `img`'s picture into place: the browser fetches it now. */
function loadPicture(img: HTMLImageElement): void {
  const elements = [...(img.parentElement?.querySelectorAll('source') ?? []), img];
  for (const element of elements) {
    for (const name of DEFERRED) {
      const value = element.getAttribute(`data-${name}`);
      if (value !== null) element.setAttribute(name, value);
    }
  }
  const src = img.getAttribute('data-src');
  if (src !== null) img.src = src;
  img.setAttribute(LAZY_ATTRIBUTE, 'loaded');
}

/**
 * Starts each waiting picture when it comes within LAZY_IMAGE_OFFSET_PX (360 px) of the
 * viewport. Native loading="lazy" lets the browser pick that margin (1250-2500 px in
 * Chromium), so the server HTML holds the URLs in data attributes and this sets them.
 * Pictures that a client navigation adds are watched as they arrive. Runs in the client
 * runtime, after hydration; without scripts the page's <noscript> copies load natively.
 * Returns a function that stops watching.
 */
export function watchLazyImages(root: HTMLElement = document.body): () => void {
  const scrollers = new Map<Element, IntersectionObserver>();
  // Near the viewport, a picture in a scroller is handed to the scroller's observer; any
  // other, or one in its scroller's view, loads.
  const onSight: IntersectionObserverCallback = (entries, observer) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const scroller = observer === near ? entry.target.closest(`[${LAZY_SCROLLER_ATTRIBUTE}]`) : null;
      if (scroller) inScroller(scroller).observe(entry.target);
      else loadPicture(entry.target as HTMLImageElement);
    }
  };
  // A scroller's view is shrunk by a pixel at its sides, so the slide that only touches its
  // edge does not count as in view.
  const inScroller = (scroller: Element) => {
    let observer = scrollers.get(scroller);
    if (!observer) {
      observer = new IntersectionObserver(onSight, { root: scroller, rootMargin: '0px -1px' });
      scrollers.set(scroller, observer);
    }
    return observer;
  };
  const near = new IntersectionObserver(onSight, { rootMargin: `${LAZY_IMAGE_OFFSET_PX}px` });
  const watch = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(WAITING)) near.observe(node);
    node.querySelectorAll(WAITING).forEach((img) => near.observe(img));
  };
  const arrivals = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(watch);
      // A picture the page dropped before it came near is no longer watched.
      record.removedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        node.querySelectorAll(WAITING).forEach((img) => {
          near.unobserve(img);
          for (const observer of scrollers.values()) observer.unobserve(img);
        });
      });
    }
  });
  watch(root);
  arrivals.observe(root, { childList: true, subtree: true });
  return () => {
    arrivals.disconnect();
    near.disconnect();
    for (const observer of scrollers.values()) observer.disconnect();
  };
}
