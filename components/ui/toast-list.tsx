'use client';

import Link from '@/components/navigation/link';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { cartEn } from '@/lib/i18n/cart.en';
import { useToastStore, type Toast } from '@/stores/toast-store';
import { TOAST_REGION_ID } from './toast-region';
// Bootstrap's toast styles load with the list, at the first toast, not with every page.
import './toast.scss';

/** The toasts of the store, drawn into the header's live region (ToastRegion). */
export function ToastList() {
  const toasts = useToastStore((state) => state.toasts);
  const region = document.getElementById(TOAST_REGION_ID);
  if (!region) return null;
  return createPortal(
    toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />),
    region,
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
