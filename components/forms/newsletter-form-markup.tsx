import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { FieldError } from 'react-hook-form';
import { formUrl } from '@/lib/forms/form-url';
import { newsletter, newsletterEmailField as field } from '@/lib/forms/declarations/newsletter';
import { formsEn } from '@/lib/i18n/forms.en';
import { FormField, type FieldRegistration } from './form-field';
import { HoneypotField } from './honeypot-field';

/**
 * The newsletter form's markup, without hooks: rendered by the server as the stand-in
 * until NewsletterForm loads (markup-upgrade.tsx), and by NewsletterForm itself. `children`
 * are the live form's notices, shown above the button.
 */
export function NewsletterFormMarkup({
  instanceId,
  endpoint,
  registration = { name: field.name, required: true },
  error,
  ready = false,
  sending = false,
  onSubmit,
  honeypot,
  children,
}: {
  instanceId: string;
  endpoint: string;
  registration?: FieldRegistration;
  error?: FieldError;
  ready?: boolean;
  sending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  honeypot?: RefObject<HTMLInputElement | null>;
  children?: ReactNode;
}) {
  return (
    <form
      className="site-form site-form-compact"
      method="post"
      action={formUrl(endpoint, newsletter.path)}
      noValidate
      onSubmit={onSubmit}
      data-form="newsletter"
      data-ready={ready ? 'true' : 'false'}
      data-endpoint={endpoint ? 'configured' : 'none'}
    >
      <div className="site-form-fields">
        <FormField formId={instanceId} field={field} registration={registration} error={error} products={[]} />
      </div>
      <HoneypotField instanceId={instanceId} inputRef={honeypot} />
      {children}
      <div className="site-form-actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? formsEn.sending : newsletter.submit}
        </button>
      </div>
    </form>
  );
}
