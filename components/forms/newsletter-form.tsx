'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { clearDraft, loadDraft, saveDraft } from '@/lib/forms/draft';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { buildMailto } from '@/lib/forms/mailto';
import { checkNewsletterEmail, NEWSLETTER, NEWSLETTER_FIELDS } from '@/lib/forms/newsletter-spec';
import { useOnline } from '@/lib/hooks/use-online';
import { formsEn } from '@/lib/i18n/forms.en';
import { loadingBar } from '@/lib/loading-bar';
import { FormField } from './form-field';
import type { FormState } from './form-status';

// The result panels appear only after a send, so they load with the sender, not the page.
const SuccessPanel = dynamic(() => import('./form-status').then((m) => m.SuccessPanel), { ssr: false });
const ErrorPanel = dynamic(() => import('./form-status').then((m) => m.ErrorPanel), { ssr: false });
const MailtoPanel = dynamic(() => import('./form-status').then((m) => m.MailtoPanel), { ssr: false });
import { HoneypotField } from './honeypot-field';

const field = NEWSLETTER_FIELDS[0]!;
/** The HTTP client (ofetch) is the heavy part: fetched on first focus or submit, not with the page. */
const loadSender = () => import('@/lib/forms/submit');

/**
 * The footer newsletter, on every page, so it is a small island: a plain form with a
 * hand-written check of the one field (the zod/mini schema's rule, lib/forms/newsletter-spec).
 * Same behaviour as FormView: draft in sessionStorage, honeypot, focus on the error,
 * offline notice, error panel with retry and e-mail, mailto without an endpoint.
 */
export function NewsletterForm({ endpoint, instanceId }: { endpoint: string; instanceId: string }) {
  const [error, setError] = useState<FieldError>();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const online = useOnline();

  useEffect(() => {
    const draft = loadDraft(instanceId);
    // Restored once after mount, so server HTML and hydration agree. The input is
    // uncontrolled, so anything typed before hydration is kept too.
    if (typeof draft?.email === 'string' && input.current) input.current.value = draft.email;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [instanceId]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkNewsletterEmail(input.current?.value ?? '');
    if (!checked.ok) {
      setError({ type: 'pattern', message: checked.error });
      input.current?.focus();
      return;
    }
    setError(undefined);
    const mailto = buildMailto(NEWSLETTER.mailTo, NEWSLETTER.subject, NEWSLETTER_FIELDS, { email: checked.email });
    if (!endpoint) return setState({ kind: 'mailto', href: mailto, to: NEWSLETTER.mailTo });
    setState({ kind: 'sending' });
    loadingBar.start();
    const body = { email: checked.email, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' };
    // A chunk that fails to load counts as a network error (ChunkReload may reload; the draft survives).
    const result = !navigator.onLine
      ? ({ ok: false, reason: 'offline' } as const)
      : await loadSender().then(
          ({ sendForm }) => sendForm(endpoint, NEWSLETTER.path, body, navigator.onLine),
          () => ({ ok: false, reason: 'network' }) as const,
        );
    if (result.ok) {
      loadingBar.finish();
      clearDraft(instanceId); // the success panel replaces the form; "Send another" brings an empty one
      setState({ kind: 'success' });
    } else {
      loadingBar.fail();
      setState({ kind: 'error', reason: result.reason, status: result.reason === 'status' ? result.status : undefined, mailto });
    }
  };

  const registration = {
    name: field.name,
    ref: (el: HTMLInputElement | null) => void (input.current = el),
    required: true,
    onFocus: () => void loadSender().catch(() => undefined),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      saveDraft(instanceId, { email: value });
      // Like the other forms: once an error shows, it follows the typing.
      if (error) setError(checkNewsletterEmail(value).ok ? undefined : error);
    },
    onBlur: () => undefined,
  } as unknown as UseFormRegisterReturn;

  if (state.kind === 'success') return <SuccessPanel {...NEWSLETTER.success} onAgain={() => setState({ kind: 'idle' })} />;
  const sending = state.kind === 'sending';
  return (
    <form
      className="site-form site-form-compact"
      noValidate
      onSubmit={submit}
      data-form="newsletter"
      data-ready={ready ? 'true' : 'false'}
      data-endpoint={endpoint ? 'configured' : 'none'}
    >
      <div className="site-form-fields">
        <FormField formId={instanceId} field={field} registration={registration} error={error} products={[]} />
      </div>
      <HoneypotField instanceId={instanceId} inputRef={honeypot} />
      {!online ? <p className="alert alert-warning small mt-2 mb-0" role="status">{formsEn.offline}</p> : null}
      {state.kind === 'error' ? <ErrorPanel state={state} onRetry={() => void submit()} /> : null}
      {state.kind === 'mailto' ? <MailtoPanel href={state.href} to={state.to} /> : null}
      <div className="site-form-actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? formsEn.sending : NEWSLETTER.submit}
        </button>
      </div>
    </form>
  );
}
