'use client';

import { useEffect, useRef } from 'react';
import { formsEn } from '@/lib/i18n/forms.en';

const t = formsEn;

export type FormState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'mailto'; href: string; to: string }
  | { kind: 'error'; reason: 'offline' | 'network' | 'status'; status?: number; mailto: string };

/** Moves focus to a panel when it appears, so keyboard and screen-reader users land on it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function SuccessPanel({ title, body, onAgain }: { title: string; body: string; onAgain: () => void }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="alert alert-success form-success" role="status" tabIndex={-1} ref={ref}>
      <h2 className="h5 alert-heading">{title}</h2>
      <p>{body}</p>
      <button type="button" className="btn btn-outline-success btn-sm" onClick={onAgain}>
        {t.sendAnother}
      </button>
    </div>
  );
}

function ErrorPanel({ state, onRetry }: { state: Extract<FormState, { kind: 'error' }>; onRetry: () => void }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const text =
    state.reason === 'offline' ? t.offline : state.reason === 'network' ? t.errorNetwork : t.errorStatus(state.status);
  return (
    <div className="alert alert-danger form-error" role="alert" tabIndex={-1} ref={ref}>
      <p className="mb-2">{text}</p>
      <button type="button" className="btn btn-danger btn-sm me-2" onClick={onRetry}>
        {t.retry}
      </button>
      <a href={state.mailto} className="small">
        {t.orEmail}
      </a>
    </div>
  );
}

function MailtoPanel({ href, to }: { href: string; to: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="alert alert-info form-mailto" role="status" tabIndex={-1} ref={ref}>
      <h2 className="h6 alert-heading">{t.mailtoTitle}</h2>
      <p>{t.mailtoBody(to)}</p>
      <a className="btn btn-primary" href={href}>
        {t.mailtoButton}
      </a>
    </div>
  );
}

/**
 * What a live form shows above its button: the offline notice, the send error with retry
 * and e-mail, or the e-mail fallback. `compact` is the footer newsletter's spacing.
 */
export function FormNotices({
  online,
  state,
  onRetry,
  compact = false,
}: {
  online: boolean;
  state: FormState;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <>
      {!online ? (
        <p className={`alert alert-warning small ${compact ? 'mt-2' : 'mt-3'} mb-0`} role="status">
          {t.offline}
        </p>
      ) : null}
      {state.kind === 'error' ? <ErrorPanel state={state} onRetry={onRetry} /> : null}
      {state.kind === 'mailto' ? <MailtoPanel href={state.href} to={state.to} /> : null}
    </>
  );
}
