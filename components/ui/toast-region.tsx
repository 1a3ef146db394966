'use client';

import Link from '@/components/navigation/link';
import { useEffect } from 'react';
import { cartEn } from '@/lib/i18n/cart.en';
import { useToastStore, type Toast } from '@/stores/toast-store';

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

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.autoHideMs);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id, toast.autoHideMs]);
  return (
    <div className="toast show" data-autohide-ms={toast.autoHideMs}>
      <div className="toast-header">
        <strong className="me-auto">{toast.title}</strong>
        <button type="button" className="btn-close" aria-label={cartEn.dismiss} onClick={() => dismiss(toast.id)} />
      </div>
      {toast.body || toast.action ? (
        <div className="toast-body d-flex align-items-center gap-3">
          <span className="flex-grow-1">{toast.body}</span>
          {toast.action ? (
            <Link className="btn btn-sm btn-primary" href={toast.action.href} onClick={() => dismiss(toast.id)}>
              {toast.action.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
