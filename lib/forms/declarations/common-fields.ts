import { FORM_UPLOADS } from '../upload-limits';
import { attachments, field, matches, text } from '../form-kit';

/** Fields several forms ask the same way. */
export const nameField = field(
  'text',
  'name',
  'Your name',
  text('Your name', 2, 100, 'Keep the name under 100 characters'),
  {
    autoComplete: 'name',
    half: true,
    inMail: 'Name',
  },
);

export const emailField = field('email', 'email', 'E-mail', { kind: 'email' }, { autoComplete: 'email', half: true });

export const phoneField = field(
  'tel',
  'phone',
  'Phone (optional)',
  matches(/^$|^\+?[0-9 ()./-]{6,20}$/, 'Enter a phone number with digits only, e.g. +1 408 555 0142', {
    optional: true,
  }),
  { autoComplete: 'tel', half: true },
);

/** Businesses applying: retailers and partners. */
export const companyField = field('text', 'company', 'Company name', text('The company name', 2, 120), {
  autoComplete: 'organization',
  half: true,
});

export const productField = field('product', 'product', 'Product', { kind: 'product' }, { half: true });

/** Required here; the ticket form makes it optional (FormDecl.serial says how it is checked). */
export const serialField = field(
  'serial',
  'serial',
  'Serial number',
  { kind: 'serial' },
  {
    required: true,
    autoComplete: 'off',
    half: true,
  },
);

/** When and where a unit was bought: warranty claims and registrations ask the same. */
export const purchaseFields = [
  field('date', 'purchaseDate', 'Purchase date', { kind: 'purchase-date' }, { half: true }),
  field('text', 'placeOfPurchase', 'Place of purchase', text('Where you bought it', 2, 120), {
    hint: 'The store or website, e.g. Clonewave Store or B&H Photo.',
    half: true,
  }),
];

/** Files sent with the form (uploaded first, then named by their upload ids). */
export const attachmentsField = (label: string, lead = '') =>
  field('file', 'attachments', label, attachments(), {
    hint: `${lead}Up to ${FORM_UPLOADS.maxFiles} files of ${FORM_UPLOADS.maxBytes / 1024 / 1024} MB each: PDF, JPEG, PNG, WebP or HEIC.`,
  });
