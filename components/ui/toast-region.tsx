'use client';

import dynamic from 'next/dynamic';
import { useToastStore } from '@/stores/toast-store';

/** Toasts appear only after a visitor acts, so their code and styles wait until then. */
const ToastItem = dynamic(() => import('./toast-item'), { ssr: false });

/**
 * Where toasts appear. The live region is in the page from the start (a region added at
 * the same time as its text is often not announced), so every toast is read out politely.
 */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
