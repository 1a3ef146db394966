'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { clearDraft, loadDraft, saveDraft } from '@/browser/form-draft';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { buildMailto } from '@/lib/forms/mailto';
import { checkNewsletterEmail, NEWSLETTER, NEWSLETTER_FIELDS } from '@/lib/forms/newsletter-spec';
import { useOnline } from '@/hooks/use-online';
import { loadingBar } from '@/browser/loading-bar';
import { FormNotices, SuccessPanel, type FormState } from './form-status';
import type { FieldRegistration } from './form-field';
import type { CarriedValues } from './form-upgrade';
import { newsletterField as field, NewsletterFormMarkup } from './newsletter-form-markup';

/** The HTTP client (ofetch) is the heavy part: fetched on first focus or submit, not with the page. */
const loadSender = () => import('@/lib/forms/submit');

/**
 * The footer newsletter, on every page, so it is a small island, loaded after the page
 * (NewsletterIsland) and kept light even then: a plain form with a
 * hand-written check of the one field (the zod/mini schema's rule, lib/forms/newsletter-spec).
 * Same behaviour as FormView: draft in sessionStorage, honeypot, focus on the error,
 * offline notice, error panel with retry and e-mail, mailto without an endpoint.
 */
export function NewsletterForm({
  endpoint,
  instanceId,
  carried,
}: {
  endpoint: string;
  instanceId: string;
  carried?: CarriedValues;
}) {
  const [error, setError] = useState<FieldError>();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const online = useOnline();

  useEffect(() => {
    // What was typed into the server markup before this loaded wins over the stored draft.
    const email = carried?.email ?? loadDraft(instanceId)?.email;
    if (typeof email === 'string' && input.current) input.current.value = email;
    if (typeof carried?.email === 'string') saveDraft(instanceId, { email: carried.email });
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
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
      setState({
        kind: 'error',
        reason: result.reason,
        status: result.reason === 'status' ? result.status : undefined,
        mailto,
      });
    }
  };

  const registration: FieldRegistration = {
    name: field.name,
    ref: (el: HTMLInputElement | null) => void (input.current = el),
    required: true,
    onFocus: () => void loadSender().catch(() => undefined),
    onChange: async ({ target }: { target: HTMLInputElement }) => {
      saveDraft(instanceId, { email: target.value });
      // Like the other forms: once an error shows, it follows the typing.
      if (error) setError(checkNewsletterEmail(target.value).ok ? undefined : error);
    },
  };

  if (state.kind === 'success')
    return <SuccessPanel {...NEWSLETTER.success} onAgain={() => setState({ kind: 'idle' })} />;
  return (
    <NewsletterFormMarkup
      instanceId={instanceId}
      endpoint={endpoint}
      registration={registration}
      error={error}
      ready={ready}
      sending={state.kind === 'sending'}
      onSubmit={submit}
      honeypot={honeypot}
    >
      <FormNotices online={online} state={state} onRetry={() => void submit()} compact />
    </NewsletterFormMarkup>
  );
}
