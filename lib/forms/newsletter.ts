import * as z from 'zod/mini';
import { siteConfig } from '../site-config';

/**
 * The newsletter form sits in the footer of every page, so its schema uses zod/mini
 * (tree-shaken to a few kB) and this module imports nothing from the other forms:
 * full zod and the larger schemas load only on pages that have those forms.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const newsletterSchema = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, 'Enter an e-mail address like name@example.com')),
});

export const NEWSLETTER = {
  path: 'newsletter',
  mailTo: siteConfig.supportEmail,
  subject: 'Newsletter subscription',
  submit: 'Subscribe',
  success: { title: 'You are subscribed', body: 'At most two e-mails a month, each with a one-click unsubscribe link.' },
};
