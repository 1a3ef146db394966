'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdleAndOnline } from '@/browser/when-idle';
import { hasDraft } from '@/browser/draft-waiting';
import { recoverFromChunkError } from '@/browser/chunk-recovery';
import { fullPageLoad } from '@/browser/full-page-load';
import type { CarriedValues } from './carried-state';
import { mergeDraft } from './merge-draft';

type Live<P> = ComponentType<P & { carried?: CarriedValues }>;

/**
 * Where the upgrade stands, on the wrapper as `data-upgrade`: `pending` until hydration
 * has looked for a draft, `on-intent` while the markup waits for the visitor, `loading`
 * once the code is asked for, `failed` when it could not load and the page did not reload
 * (the markup's UpgradeFailedNotice shows then), `live` once the live component has taken over.
 */
export type UpgradeState = 'pending' | 'on-intent' | 'loading' | 'failed' | 'live';

/**
 * An island whose code is not first-load JS: the site's forms, the header search, the
 * catalog's sort, the download finder, the carousels and the cart view. The server
 * renders its markup (`children`), which works as it is (a form reads and takes input,
 * a carousel shows its first slides); the live component (for a form react-hook-form,
 * the schema, the sender; for a carousel swiper) is fetched when the
 * visitor focuses, presses on, changes or submits it, or, when the browser is idle, if a draft of
 * `draftId` is waiting to be restored (a reload, a failed send), or when `loadWhen`
 * says (at once for the download finder's filters in the address). Most visitors never
 * touch the footer's newsletter, so its code and the sender stay off their page load,
 * and the contact page's schema and react-hook-form (37 kB gzip) wait for the first
 * field the visitor enters. The live component then takes the markup's place with what
 * was typed so far, the focused field and its caret, and sends a submit that was
 * waiting. The wrapper is `display: contents`, so layout is the markup's own.
 */
export function MarkupUpgrade<P extends object>({
  load,
  props,
  draftId,
  loadWhen,
  intentWithin,
  children,
}: {
  load: () => Promise<Live<P>>;
  props: P;
  /** The form instance whose stored draft, if any, makes the code load when idle. */
  draftId?: string;
  /**
   * Called once hydrated, with the wrapper and the loader: it may load at once (the
   * markup holds something for the live component to apply: filters in the address, a
   * choice made before the scripts ran) or later (a carousel's first rotation is due,
   * a row of cards nears the viewport), and returns how to stop waiting. A module-level
   * function.
   */
  loadWhen?: (box: HTMLElement, load: () => void) => void | (() => void);
  /**
   * A selector for the part of the markup whose use loads the code (the catalog's sort
   * select, not its product links); the whole markup when not given.
   */
  intentWithin?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitWaiting = useRef(false);
  /** A pointer is down on the markup (pointerdown seen, pointerup or pointercancel not yet). */
  const pressed = useRef(false);
  const [waiting, setWaiting] = useState<Exclude<UpgradeState, 'live'>>('pending');
  const [live, setLive] = useState<{
    Component: Live<P>;
    carried: CarriedValues;
    restoreFocus: () => void;
  } | null>(null);

  // setLive is deliberately not a transition, though a sliced render would take a long
  // task off the load (-144 ms TBT on /help/contact/ in Lighthouse): a transition can
  // commit later, inside the page transition's startViewTransition, and React's focus
  // restore then put the caret back into a field the visitor had already left.
  // And it is flushed at once, and held back while a press on the markup is under way:
  // otherwise the markup could take a click or a key between reading its values and
  // being replaced, or lose a click whose target it replaced (a type picked in the
  // download finder, on a loaded machine).
  const upgrade = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setWaiting('loading');
    // The helpers that carry the markup's state over load with the live component.
    Promise.all([load(), import('./carried-state')]).then(
      ([Component, { changedValues, captureFocus, afterPress }]) => {
        const swap = () => {
          const el = box.current;
          flushSync(() =>
            setLive({
              Component,
              carried: el ? changedValues(el) : {},
              restoreFocus: el ? captureFocus(el) : () => {},
            }),
          );
        };
        if (pressed.current) afterPress(swap);
        else swap();
      },
      // A failed chunk: the page reloads (at most once a minute), keeping what was typed. Where it does
      // not (offline, or it reloaded less than a minute ago), the markup stays, says so
      // when online, and the next touch tries again.
      (error: unknown) => {
        if (draftId !== undefined) mergeDraft(box.current, draftId);
        if (recoverFromChunkError(error)) return;
        loading.current = false;
        setWaiting(navigator.onLine ? 'failed' : 'on-intent');
      },
    );
  }, [load, draftId]);

  useEffect(() => {
    if (draftId !== undefined && hasDraft(draftId)) return whenIdleAndOnline(upgrade);
    const stop = loadWhen?.(box.current!, upgrade);
    // Storage is read once after hydration, so the server HTML and hydration agree.
    if (!loading.current) setWaiting('on-intent');
    return stop;
  }, [draftId, loadWhen, upgrade]);

  // What was typed into the markup while its code had not come (a chunk that hangs or
  // fails) stays when the page goes, whatever takes it away: a reload by another island's
  // recovery, which can come before this one's own failure, or the visitor's.
  useEffect(() => {
    if (draftId === undefined || live) return;
    const keep = () => mergeDraft(box.current, draftId);
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [draftId, live]);

  // After the live form's own effects (children's run first), so its draft and the
  // carried values are in place before focus returns and a waiting submit is sent. The
  // flag is read now, not when the code arrived: a submit in between is not lost.
  useEffect(() => {
    if (!live) return;
    live.restoreFocus();
    if (submitWaiting.current) {
      submitWaiting.current = false;
      box.current?.querySelector('form')?.requestSubmit();
    }
  }, [live]);

  const intended = (target: EventTarget) =>
    !intentWithin || (target instanceof Element && target.closest(intentWithin) !== null);

  if (live) {
    return (
      <div ref={box} className="markup-upgrade" data-upgrade={'live' satisfies UpgradeState}>
        <live.Component {...props} carried={live.carried} />
      </div>
    );
  }
  return (
    // The click it listens for is delegated from the notice's own <button> (keyboards press it too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={box}
      className="markup-upgrade"
      data-upgrade={waiting satisfies UpgradeState}
      onFocus={(event) => intended(event.target) && upgrade()}
      // A value changed without a press or focus first (an assistive technology, autofill).
      onChange={(event) => intended(event.target) && upgrade()}
      onPointerDown={(event) => {
        if (!intended(event.target)) return;
        pressed.current = true;
        const release = () => {
          pressed.current = false;
          window.removeEventListener('pointerup', release, true);
          window.removeEventListener('pointercancel', release, true);
        };
        window.addEventListener('pointerup', release, true);
        window.addEventListener('pointercancel', release, true);
        upgrade();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submitWaiting.current = true;
        upgrade();
      }}
      // The reload its UpgradeFailedNotice offers.
      onClick={(event) => (event.target as HTMLElement).dataset.reload !== undefined && fullPageLoad.reload()}
    >
      {children}
    </div>
  );
}
