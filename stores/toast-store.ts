import { create } from 'zustand';
import { TOAST } from '@/lib/constants';
import { requestFeature } from '@/browser/on-demand';

export interface Toast {
  id: number;
  title: string;
  body?: string;
  /** Optional follow-up link, e.g. "View cart". */
  action?: { label: string; href: string };
  autoHideMs: number;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id' | 'autoHideMs'> & { autoHideMs?: number }) => number;
  dismiss: (id: number) => void;
}

/** Toasts hide after 5000 ms by default and never sooner than 1000 ms (TOAST in lib/constants.ts). */
export function toastDelay(requested: number = TOAST.autoHideMs): number {
  return Number.isFinite(requested) ? Math.max(TOAST.minAutoHideMs, requested) : TOAST.autoHideMs;
}

let nextId = 1;
/** At most this many toasts stack; older ones give way. */
const MAX_TOASTS = 3;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ autoHideMs, ...toast }) => {
    // The page's ToastHost loads the toast list now (components/ui/toast-host.tsx).
    requestFeature('toast');
    const id = nextId++;
    set((state) => ({
      toasts: [...state.toasts, { ...toast, id, autoHideMs: toastDelay(autoHideMs) }].slice(-MAX_TOASTS),
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));
