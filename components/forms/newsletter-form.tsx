'use client';

import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FIELDS } from '@/lib/forms/fields';
import { NEWSLETTER, newsletterSchema } from '@/lib/forms/newsletter';
import { useOnline } from '@/lib/hooks/use-online';
import { messages } from '@/lib/i18n';
import { FormField } from './form-field';
import { ErrorPanel, MailtoPanel, SuccessPanel } from './form-status';
import { HoneypotField } from './honeypot-field';
import { useFormDraft } from './use-form-draft';
import { useFormSubmission } from './use-form-submission';

const fields = FIELDS.newsletter;
const defaults: FieldValues = { email: '' };
const resolver = zodResolver(newsletterSchema as never) as unknown as Resolver<FieldValues>;

/**
 * The newsletter form. Same behaviour as FormView (drafts, honeypot, errors, e-mail
 * fallback), but it imports only its own zod/mini schema, because it is on every page.
 */
export function NewsletterForm({ endpoint, instanceId }: { endpoint: string; instanceId: string }) {
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, shouldFocusError: true });
  const { ready } = useFormDraft(instanceId, form, defaults);
  const online = useOnline();
  const { state, setState, honeypot, submit } = useFormSubmission({ instanceId, endpoint, spec: NEWSLETTER, fields, form, defaults });

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
        {fields.map((field) => (
          <FormField key={field.name} formId={instanceId} field={field} registration={form.register(field.name)} error={form.formState.errors[field.name] as never} products={[]} />
        ))}
      </div>
      <HoneypotField instanceId={instanceId} inputRef={honeypot} />
      {!online ? <p className="alert alert-warning small mt-2 mb-0" role="status">{messages.forms.offline}</p> : null}
      {state.kind === 'error' ? <ErrorPanel state={state} onRetry={() => void submit()} /> : null}
      {state.kind === 'mailto' ? <MailtoPanel href={state.href} to={state.to} /> : null}
      <div className="site-form-actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? messages.forms.sending : NEWSLETTER.submit}
        </button>
      </div>
    </form>
  );
}
