import type Mail from 'nodemailer/lib/mailer';
import { describeFields } from '@/lib/forms/mailto';
import { FORMS, type FormId } from '@/lib/forms/registry';
import { SITE_LOCALE } from '@/lib/constants';
import { WARRANTY_REGISTRATION, warrantyTerm } from '@/lib/forms/warranty';
import { siteConfig } from '@/lib/site-config';
import { formatBytes } from '@/lib/format/bytes';

export interface StoredSubmission {
  id: string;
  form: FormId;
  reference: string;
  data: Record<string, unknown>;
  created_at: Date;
}

export interface Attachment {
  name: string;
  type: string;
  size: number;
  content: Buffer;
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The team's copy: every field, the files attached, the reference in the subject so the
 * thread can be found by it, and Reply-To the visitor so a reply goes to them.
 */
export function teamMessage(
  submission: StoredSubmission,
  files: readonly Attachment[],
  productName: (slug: string) => string,
  from: string,
): Mail.Options {
  const decl = FORMS[submission.form];
  const email = typeof submission.data.email === 'string' ? submission.data.email : undefined;
  const lines = [
    `${decl.subject} ${submission.reference}, received ${when(submission.created_at)}.`,
    '',
    ...describeFields(decl.fields, submission.data, productName).flatMap((line) => [line, '']),
    ...(files.length > 0 ? [`Attached: ${files.map((f) => `${f.name} (${formatBytes(f.size)})`).join(', ')}`] : []),
  ];
  return {
    from,
    to: decl.mailTo,
    ...(email ? { replyTo: email } : {}),
    subject: `[${submission.reference}] ${decl.subject}`,
    text: `${lines.join('\n').trimEnd()}\n`,
    attachments: files.map((f) => ({ filename: f.name, content: f.content, contentType: f.type })),
  };
}

/**
 * The visitor's confirmation: the reference and what happens next, from the form's own
 * success text, and for a registration the warranty it confirms. Nothing the visitor
 * typed is in it: a form that mails free text to any address it is given would relay spam.
 * (The warranty line names a product from the catalogue and a date the form checked.)
 */
export function visitorMessage(
  submission: StoredSubmission,
  from: string,
  warrantyYears: (slug: string) => number | undefined,
  productName: (slug: string) => string,
): Mail.Options | undefined {
  const decl = FORMS[submission.form];
  const email = submission.data.email;
  if (typeof email !== 'string' || email === '') return undefined;
  const warranty = submission.form === 'register' ? warrantyLine(submission, warrantyYears, productName) : undefined;
  const text = [
    `${decl.success.title}.`,
    '',
    `Your reference: ${submission.reference}`,
    '',
    ...(warranty ? [warranty, ''] : []),
    decl.success.mail ?? decl.success.body,
    '',
    `Quote the reference when you write to us about this: ${decl.mailTo}`,
    '',
    siteConfig.brand.name,
    siteConfig.siteUrl,
  ].join('\n');
  return {
    from,
    to: email,
    replyTo: decl.mailTo,
    subject: `${decl.success.title}: your reference ${submission.reference}`,
    text: `${text}\n`,
  };
}

const longDate = new Intl.DateTimeFormat(SITE_LOCALE.iso, { dateStyle: 'long', timeZone: 'UTC' });
const yearsIn = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** What a registration confirms: until when the product is covered, and why. */
function warrantyLine(
  submission: StoredSubmission,
  warrantyYears: (slug: string) => number | undefined,
  productName: (slug: string) => string,
): string | undefined {
  const { product, purchaseDate } = submission.data;
  if (typeof product !== 'string' || typeof purchaseDate !== 'string') return undefined;
  const years = warrantyYears(product);
  if (years === undefined) return undefined;
  const term = warrantyTerm(purchaseDate, years, submission.created_at);
  const until = longDate.format(new Date(`${term.until}T00:00:00Z`));
  const { windowDays, addedMonths } = WARRANTY_REGISTRATION;
  return term.extended
    ? `Your ${productName(product)} is covered until ${until}: ${yearsIn(years)} from the purchase date, and ${addedMonths} months more because you registered it within ${windowDays} days of purchase.`
    : `Your ${productName(product)} is covered until ${until}: ${yearsIn(years)} from the purchase date. Registering adds ${addedMonths} months only within ${windowDays} days of purchase, and this registration came later.`;
}
