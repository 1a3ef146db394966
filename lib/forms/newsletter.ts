import * as z from 'zod/mini';
import { EMAIL_ERROR, EMAIL_PATTERN } from './newsletter-spec';

/**
 * The newsletter schema for the form registry, in zod/mini and importing nothing from the
 * other forms. The footer form does not load it: it runs the same rule by hand
 * (checkNewsletterEmail in ./newsletter-spec.ts).
 */
export const newsletterSchema = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, EMAIL_ERROR)),
});
