'use client';

import Link from '@/components/navigation/link';
import { useEffect } from 'react';
import { cartEn } from '@/lib/i18n/cart.en';
import { useToastStore, type Toast } from '@/stores/toast-store';
import './toast.scss';

/** One toast; its module (and Bootstrap's toast styles) load with the first toast shown. */
export default function ToastItem({ toast }: { toast: Toast }) {
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
