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
  // The service answers every sign-up alike (202), so the panel promises no more than a link
  // on its way: the subscription starts when the link's page is confirmed (double opt-in).
  success: {
    title: 'Check your inbox to confirm',
    body: 'We are sending a confirmation link to that address. Your subscription starts only when you open it and press the button. Nothing there in a few minutes? Look in the spam folder.',
  },
  fields: [newsletterEmailField],
} satisfies FormDecl;

/**
 * What the links in newsletter e-mails do. Each is a site page's button that posts the
 * link's token to the forms service's route `newsletter/<action>` (confirm the sign-up,
 * unsubscribe, or lift one's own unsubscribe from the /unsubscribed page).
 */
export const NEWSLETTER_ACTIONS = ['confirm', 'unsubscribe', 'resubscribe'] as const;
export type NewsletterAction = (typeof NEWSLETTER_ACTIONS)[number];
