'use client';

import { create } from 'zustand';
import { MODAL } from '@/lib/constants';
import { dialogEn } from '@/lib/i18n/dialog.en';
import { requestFeature } from '@/browser/on-demand';
import { createModalEvent, type HideReason, type ModalEntry, type ModalOptions } from './modal-types';

export type * from './modal-types';

/**
 * One manager for every dialog of the site: hidden → opening → visible →
 * closing → hidden. Show and hide fire cancellable events; `force` cannot be vetoed (it
 * is used when the page changes under a dialog). With no-stacking a modal waits in a
 * queue until the others have closed; otherwise modals stack, each level above the last
 * from z-index 1040. ModalRoot (loaded on the first show) renders the entries and reports the animation ends.
 */
interface ModalStore {
  modals: ModalEntry[];
  show: (options: ModalOptions, id?: string) => { id: string; closed: Promise<HideReason | null> };
  hide: (id: string, reason?: HideReason) => boolean;
  toggle: (id: string, options: ModalOptions) => void;
  hideAll: (reason?: HideReason) => void;
  /** The opening animation ended. */
  entered: (id: string) => void;
  /** The closing animation ended: the modal is hidden and leaves the list. */
  exited: (id: string) => void;
}

let counter = 0;
const waiters = new Map<string, (reason: HideReason | null) => void>();

const isActive = (m: ModalEntry) => !m.queued;
const settle = (id: string, reason: HideReason | null) => {
  waiters.get(id)?.(reason);
  waiters.delete(id);
};

/** Stacked modals rise from the base z-index (MODAL.baseZIndex); each level has a backdrop below its dialog. */
export function zIndexFor(level: number) {
  return { backdrop: MODAL.baseZIndex + level * 2, dialog: MODAL.baseZIndex + level * 2 + 1 };
}

export const useModalStore = create<ModalStore>()((set, get) => {
  /** Fires the show event and opens the entry, or drops it when vetoed. */
  const open = (id: string) => {
    const entry = get().modals.find((m) => m.id === id);
    if (!entry) return;
    const event = createModalEvent('show', id);
    entry.options.onShow?.(event);
    if (event.defaultPrevented) {
      set((s) => ({ modals: s.modals.filter((m) => m.id !== id) }));
      settle(id, null);
      dequeue();
      return;
    }
    set((s) => ({ modals: s.modals.map((m) => (m.id === id ? { ...m, queued: false, state: 'opening' } : m)) }));
  };

  const dequeue = () => {
    const { modals } = get();
    if (modals.some(isActive)) return;
    const next = modals.find((m) => m.queued);
    if (next) open(next.id);
  };

  return {
    modals: [],

    show(options, id = `modal-${++counter}`) {
      // The page's ModalHost loads the modal stack now (components/modal/modal-host.tsx).
      requestFeature('modal');
      const closed = new Promise<HideReason | null>((resolve) => waiters.set(id, resolve));
      const active = get().modals.filter(isActive);
      const mustWait = active.length > 0 && (options.noStacking || active.some((m) => m.options.noStacking));
      const queued = mustWait || get().modals.some((m) => m.queued);
      set((s) => ({ modals: [...s.modals.filter((m) => m.id !== id), { id, options, state: 'hidden', queued }] }));
      if (!queued) open(id);
      return { id, closed };
    },

    hide(id, reason = 'event') {
      const entry = get().modals.find((m) => m.id === id);
      if (!entry || entry.state === 'closing') return false;
      const event = createModalEvent('hide', id, reason);
      entry.options.onHide?.(event);
      if (event.defaultPrevented && reason !== 'force') return false;
      if (entry.queued) {
        set((s) => ({ modals: s.modals.filter((m) => m.id !== id) }));
        settle(id, reason);
        return true;
      }
      set((s) => ({ modals: s.modals.map((m) => (m.id === id ? { ...m, state: 'closing', reason } : m)) }));
      return true;
    },

    toggle(id, options) {
      const entry = get().modals.find((m) => m.id === id);
      if (entry && entry.state !== 'closing') get().hide(id, 'toggle');
      else if (!entry) get().show(options, id);
    },

    hideAll(reason = 'force') {
      for (const m of [...get().modals].reverse()) get().hide(m.id, reason);
    },

    entered(id) {
      set((s) => ({
        modals: s.modals.map((m) => (m.id === id && m.state === 'opening' ? { ...m, state: 'visible' } : m)),
      }));
    },

    exited(id) {
      const entry = get().modals.find((m) => m.id === id);
      if (!entry || entry.state !== 'closing') return;
      set((s) => ({ modals: s.modals.filter((m) => m.id !== id) }));
      settle(id, entry.reason ?? 'event');
      dequeue();
    },
  };
});

/** Promise API: resolves true only when the user pressed OK. */
export async function confirm(body: ModalOptions['body'], options: Partial<ModalOptions> = {}): Promise<boolean> {
  const { closed } = useModalStore.getState().show({ title: options.title ?? dialogEn.confirmTitle, body, ...options });
  return (await closed) === 'ok';
}

/** Promise API: resolves when the alert has closed, whichever way. */
export async function alert(body: ModalOptions['body'], options: Partial<ModalOptions> = {}): Promise<void> {
  const { closed } = useModalStore
    .getState()
    .show({ title: options.title ?? dialogEn.alertTitle, body, okOnly: true, ...options });
  await closed;
}

export const modal = {
  show: (options: ModalOptions, id?: string) => useModalStore.getState().show(options, id),
  hide: (id: string, reason?: HideReason) => useModalStore.getState().hide(id, reason),
  confirm,
  alert,
};
