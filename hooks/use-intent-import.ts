'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { LAZY_IMAGE_OFFSET_PX } from '@/lib/constants';
import { INTENT_EVENTS } from '@/browser/intent-events';
import { whenIdleAndOnline } from './use-idle-import';

/** The loaded module, and where the visitor was when it arrived. */
export interface IntentImport<M> {
  module: M;
  /** The pointer was over the element. */
  hovered: boolean;
  /** Focus was inside the element. */
  focused: boolean;
}

export interface IntentImportOptions {
  /** Also load when the element comes within the lazy-image offset of the viewport. */
  nearViewport?: boolean;
  /** Also load, when the browser is idle, this many ms after hydration (e.g. when a rotation is due). */
  dueMs?: number;
}

/**
 * Loads a module the first time the visitor shows intent on `target` (pointer over it, a
 * touch, focus inside), or when it comes near the viewport or is due (options), and
 * returns it (with whether the pointer or focus was inside then); null until then. For enhancements of server markup that already works, so
 * their code and the images they reveal stay out of the page load until they are needed.
 *
 * The component swaps its markup for the module's: focus inside it moves to the link with
 * the same href in the new markup, so a keyboard visitor does not lose their place.
 */
export function useIntentImport<M>(
  target: RefObject<HTMLElement | null>,
  load: () => Promise<M>,
  { nearViewport = false, dueMs }: IntentImportOptions = {},
): IntentImport<M> | null {
  const [value, setValue] = useState<IntentImport<M> | null>(null);
  const focusedHref = useRef<string | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let started = false;
    const cleanups: Array<() => void> = [];
    const start = () => {
      if (started) return;
      started = true;
      cleanups.forEach((cleanup) => cleanup());
      void load().then(
        (module) => {
          const active = document.activeElement;
          const focused = !!target.current?.contains(active);
          if (focused && active instanceof HTMLAnchorElement) focusedHref.current = active.getAttribute('href');
          setValue({ module, focused, hovered: !!target.current?.matches(':hover') });
        },
        // A failed chunk: the server markup stays; chunk-reload deals with a broken deploy.
        () => undefined,
      );
    };
    for (const type of INTENT_EVENTS) {
      element.addEventListener(type, start, { passive: true });
      cleanups.push(() => element.removeEventListener(type, start));
    }
    if (nearViewport) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) cleanups.push(whenIdleAndOnline(start));
        },
        { rootMargin: `${LAZY_IMAGE_OFFSET_PX}px` },
      );
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
    if (dueMs !== undefined) {
      const timer = window.setTimeout(() => cleanups.push(whenIdleAndOnline(start)), dueMs);
      cleanups.push(() => window.clearTimeout(timer));
    }
    return () => {
      started = true;
      cleanups.forEach((cleanup) => cleanup());
    };
    // The target, loader and options are fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the swap: give focus back to the same link in the new markup.
  useLayoutEffect(() => {
    const href = focusedHref.current;
    if (!value || href === null) return;
    focusedHref.current = null;
    const links = target.current?.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`) ?? [];
    [...links].find((link) => link.tabIndex >= 0)?.focus();
  }, [value, target]);

  return value;
}
