'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formsEn } from '@/lib/i18n/forms.en';
import { ReferenceNumber } from './reference-number';

const t = formsEn;

export type FormState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Stored by the service; `reference` is what the visitor quotes to follow up. */
  | { kind: 'success'; reference?: string }
  | { kind: 'mailto'; href: string; to: string }
  /** 429 or 409: nothing lost, try again after `seconds`. */
  | { kind: 'wait'; status: 409 | 429; seconds?: number }
  /**
   * Refused values that are not fields of the form, in the service's words (refused fields
   * show their own, and `onFields` says the focus is on the first of them); `sendAsNew` when
   * the next try goes with a new Idempotency-Key.
   */
  | { kind: 'refused'; messages: string[]; onFields: boolean; sendAsNew: boolean; mailto: string }
  | { kind: 'error'; reason: 'offline' | 'network' | 'unavailable' | 'status'; status?: number; mailto: string };

/** Moves focus to a panel when it appears, so keyboard and screen-reader users land on it. */
function useFocusOnMount<T extends HTMLElement>(focus = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  return ref;
}

/** The first field a visitor can type into or choose in, in the form within `around`. */
const firstField = (around: HTMLElement | null | undefined) =>
  [...(around?.querySelector('form')?.elements ?? [])].find(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && el.tabIndex >= 0 && !el.matches(':disabled, [type="hidden"], fieldset, button'),
  );

/**
 * What a sent form shows. "Send another" puts the empty form back in its place and the
 * focus in its first field: the panel that held the focus is gone.
 */
export function SuccessPanel({
  title,
  body,
  reference,
  onAgain,
}: {
  title: string;
  body: string;
  reference?: string;
  onAgain: () => void;
}) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const again = () => {
    const around = ref.current?.parentElement;
    flushSync(onAgain);
    firstField(around)?.focus();
  };
  return (
    <div className="alert alert-success form-success" role="status" tabIndex={-1} ref={ref}>
      <h2 className="h5 alert-heading">{title}</h2>
      {reference ? <ReferenceNumber reference={reference} /> : null}
      <p>{body}</p>
      <button type="button" className="btn btn-outline-success btn-sm" onClick={again}>
        {t.sendAnother}
      </button>
    </div>
  );
}

/** The status line of a send that did not go through: what happened, a retry, and the e-mail when it helps. */
function ProblemPanel({
  children,
  onRetry,
  retryLater = false,
  mailto,
  focus = true,
}: {
  children: ReactNode;
  onRetry: () => void;
  /** The service said when to try again, and that time has not come. */
  retryLater?: boolean;
  mailto?: string;
  focus?: boolean;
}) {
  const ref = useFocusOnMount<HTMLDivElement>(focus);
  return (
    <div className="alert alert-danger form-error" role="alert" tabIndex={-1} ref={ref}>
      {children}
      <button type="button" className="btn btn-danger btn-sm me-2" onClick={onRetry} disabled={retryLater}>
        {t.retry}
      </button>
      {mailto ? (
        <a href={mailto} className="small">
          {t.orEmail}
        </a>
      ) : null}
    </div>
  );
}

const errorText = ({ reason, status }: Extract<FormState, { kind: 'error' }>) =>
  reason === 'offline'
    ? t.offline
    : reason === 'network'
      ? t.errorNetwork
      : reason === 'unavailable'
        ? t.errorUnavailable
        : t.errorStatus(status);

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

/** Whole seconds left of `seconds` from when `since` (a new answer) came; undefined without a time. */
function useSecondsLeft(seconds: number | undefined, since: object): number | undefined {
  const [counted, setCounted] = useState({ since, left: seconds });
  useEffect(() => {
    if (seconds === undefined) return;
    const end = Date.now() + seconds * 1000;
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setCounted({ since, left });
      if (left === 0) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [seconds, since]);
  // A new answer counts from its own seconds until its first tick.
  return counted.since === since ? counted.left : seconds;
}

/**
 * 429 or 409: how long to wait, counting down, and "Try again" once that time has come.
 * Screen readers are told the wait once and then that they can try again, not every
 * second: the ticking copy is hidden from them.
 */
function WaitPanel({ state, onRetry }: { state: Extract<FormState, { kind: 'wait' }>; onRetry: () => void }) {
  const left = useSecondsLeft(state.seconds, state);
  const say = (seconds?: number) => (state.status === 409 ? t.stillHandling(seconds) : t.tooManyTries(seconds));
  return (
    <ProblemPanel onRetry={onRetry} retryLater={left !== undefined && left > 0}>
      <p className="mb-2">
        {left === undefined ? (
          say()
        ) : left === 0 ? (
          t.tryNow
        ) : (
          <>
            <span className="visually-hidden">{say(state.seconds)}</span>
            <span aria-hidden="true">{say(left)}</span>
          </>
        )}
      </p>
    </ProblemPanel>
  );
}

/** What a send that did not go through shows: one line per reason, then retry (and e-mail). */
function Problem({ state, onRetry }: { state: FormState; onRetry: () => void }) {
  switch (state.kind) {
    case 'error':
      return (
        <ProblemPanel onRetry={onRetry} mailto={state.mailto}>
          <p className="mb-2">{errorText(state)}</p>
        </ProblemPanel>
      );
    case 'wait':
      return <WaitPanel state={state} onRetry={onRetry} />;
    case 'refused':
      return (
        <ProblemPanel onRetry={onRetry} mailto={state.mailto} focus={!state.onFields}>
          {[...state.messages, ...(state.sendAsNew ? [t.sentAsNew] : [])].map((message) => (
            <p key={message} className="mb-2">
              {message}
            </p>
          ))}
        </ProblemPanel>
      );
    default:
      return null;
  }
}

/**
 * What a live form shows above its button: the offline notice, the status line of a send
 * that did not go through, or the e-mail fallback. `compact` is the footer newsletter's spacing.
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
      <Problem state={state} onRetry={onRetry} />
      {state.kind === 'mailto' ? <MailtoPanel href={state.href} to={state.to} /> : null}
    </>
  );
}
