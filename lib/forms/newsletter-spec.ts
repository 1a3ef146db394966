import { siteConfig } from '../site-config';
import type { FieldDef } from './fields';

/**
 * The newsletter form sits in the footer of every page, so what it needs before the
 * first submit (field, pattern, message, texts) lives here with no validation library:
 * the footer checks the address by hand, and the zod/mini schema in ./newsletter.ts,
 * built from the same pattern and message, serves the form registry.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_ERROR = 'Enter an e-mail address like name@example.com';

export const NEWSLETTER_FIELDS: FieldDef[] = [
  { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
];

export const NEWSLETTER = {
  path: 'newsletter',
  mailTo: siteConfig.supportEmail,
  subject: 'Newsletter subscription',
  submit: 'Subscribe',
  success: {
    title: 'You are subscribed',
    body: 'At most two e-mails a month, each with a one-click unsubscribe link.',
  },
};

/** The schema's rule by hand: trimmed, then the pattern. Returns the value to send or the error. */
export function checkNewsletterEmail(raw: string): { ok: true; email: string } | { ok: false; error: string } {
  const email = raw.trim();
  return EMAIL_PATTERN.test(email) ? { ok: true, email } : { ok: false, error: EMAIL_ERROR };
}
