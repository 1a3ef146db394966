import { siteConfig } from '../../site-config';
import type { FieldDef, FormDecl, Rule } from '../form-kit';

/*
 * The footer newsletter is on every page, and its code imports this file: so the field is
 * written out instead of built with form-kit's helpers, and the address is checked by hand
 * with the same rule (lib/forms/check-pattern.ts) instead of loading zod/mini for one field.
 */
export const newsletterEmail = {
  kind: 'pattern',
  pattern: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/,
  message: 'Enter an e-mail address like name@example.com',
} as const satisfies Rule;

export const newsletterEmailField: FieldDef = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  required: true,
  autoComplete: 'email',
  rule: newsletterEmail,
};

export const newsletter = {
  id: 'newsletter',
  path: 'newsletter',
  mailTo: siteConfig.supportEmail,
  subject: 'Newsletter subscription',
  submit: 'Subscribe',
  success: {
    title: 'You are subscribed',
    body: 'At most two e-mails a month, each with a one-click unsubscribe link.',
  },
  fields: [newsletterEmailField],
} satisfies FormDecl;
