'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { checkPattern } from '@/lib/forms/check-pattern';
import {
  newsletter,
  newsletterEmail as rule,
  newsletterEmailField as field,
} from '@/lib/forms/declarations/newsletter';
import { useOnline } from '@/hooks/use-online';
import { FormNotices, SuccessPanel } from './form-status';
import type { FieldRegistration } from './form-field';
import type { CarriedValues } from '@/components/upgrade/carried-state';
import { NewsletterFormMarkup } from './newsletter-form-markup';
import { placeProblems } from './place-problems';
import { useFormDraft } from './use-form-draft';
import { useFormSubmission } from './use-form-submission';

/**
 * The footer newsletter, on every page, so it is a small island, loaded when the
 * visitor turns to it (NewsletterIsland) and kept light even then: one plain input
 * checked by hand with its declared rule (no react-hook-form, no zod), and the same
 * draft and send hooks as every other form (FormView): draft in sessionStorage, honeypot,
 * focus on the error, offline notice, error panel with retry and e-mail, mailto without
 * an endpoint.
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
  const input = useRef<HTMLInputElement | null>(null);
  const online = useOnline();
  const apply = ({ email }: Record<string, unknown>) => {
    if (typeof email === 'string' && input.current) input.current.value = email;
  };
  const { ready, save } = useFormDraft(instanceId, { apply }, { email: '' }, carried);
  const { state, setState, honeypot, submitValues, preload } = useFormSubmission({
    form: newsletter,
    instanceId,
    endpoint,
    onRefused: (problems) =>
      placeProblems(problems, newsletter.fields, instanceId, (_name, message) => setError({ type: 'server', message })),
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkPattern(rule, input.current?.value ?? '');
    if (!checked.ok) {
      setError({ type: 'pattern', message: checked.error });
      input.current?.focus();
      return;
    }
    setError(undefined);
    await submitValues({ email: checked.value });
  };

  const registration: FieldRegistration = {
    name: field.name,
    ref: (el: HTMLInputElement | null) => void (input.current = el),
    required: true,
    onFocus: preload,
    // Like the other forms: once an error shows, it follows the typing.
    onChange: async ({ target }: { target: HTMLInputElement }) => {
      save({ email: target.value });
      if (error) setError(checkPattern(rule, target.value).ok ? undefined : error);
    },
  };

  if (state.kind === 'success')
    return (
      <SuccessPanel {...newsletter.success} reference={state.reference} onAgain={() => setState({ kind: 'idle' })} />
    );
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
