import { NEWSLETTER_FIELDS } from './newsletter-spec';

/** How a form field is drawn; the form's zod schema decides what is valid. */
export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea' | 'select' | 'checkbox' | 'product' | 'serial';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  rows?: number;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
}

const nameField: FieldDef = {
  name: 'name',
  label: 'Your name',
  type: 'text',
  required: true,
  autoComplete: 'name',
  half: true,
};
const emailField: FieldDef = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  required: true,
  autoComplete: 'email',
  half: true,
};
const phoneField: FieldDef = { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', half: true };
const productField: FieldDef = { name: 'product', label: 'Product', type: 'product', required: true, half: true };
const serialField: FieldDef = {
  name: 'serial',
  label: 'Serial number',
  type: 'serial',
  required: true,
  autoComplete: 'off',
  half: true,
};
const purchaseDateField: FieldDef = {
  name: 'purchaseDate',
  label: 'Purchase date',
  type: 'date',
  required: true,
  half: true,
};
const placeField: FieldDef = {
  name: 'placeOfPurchase',
  label: 'Place of purchase',
  type: 'text',
  required: true,
  hint: 'The store or website, e.g. Clonewave Store or B&H Photo.',
  half: true,
};

export const FIELDS = {
  contact: [
    nameField,
    emailField,
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      required: true,
      options: [
        { value: 'product', label: 'A question about a product' },
        { value: 'order', label: 'An order or delivery' },
        { value: 'feedback', label: 'Feedback or a feature idea' },
        { value: 'other', label: 'Something else' },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', required: true, rows: 6 },
  ],
  ticket: [
    nameField,
    emailField,
    productField,
    { ...serialField, required: false, label: 'Serial number (hardware)' },
    {
      name: 'version',
      label: 'Firmware or software version',
      type: 'text',
      required: true,
      hint: 'Shown under Settings › About, e.g. 2.4.1.',
      half: true,
    },
    {
      name: 'os',
      label: 'Operating system',
      type: 'select',
      required: true,
      half: true,
      options: [
        { value: 'windows', label: 'Windows' },
        { value: 'macos', label: 'macOS' },
        { value: 'linux', label: 'Linux' },
        { value: 'android', label: 'Android' },
        { value: 'ios', label: 'iOS or iPadOS' },
        { value: 'none', label: 'No computer involved' },
      ],
    },
    {
      name: 'description',
      label: 'What happens?',
      type: 'textarea',
      required: true,
      rows: 7,
      hint: 'Your setup, what you expected and what happens instead.',
    },
    {
      name: 'orderNumber',
      label: 'Order number (optional)',
      type: 'text',
      hint: 'From your Clonewave Store confirmation, e.g. CW-104233.',
      half: true,
    },
  ],
  warranty: [
    nameField,
    emailField,
    phoneField,
    productField,
    serialField,
    purchaseDateField,
    placeField,
    {
      name: 'fault',
      label: 'Fault description',
      type: 'textarea',
      required: true,
      rows: 6,
      hint: 'What fails, since when, and what you have tried.',
    },
    {
      name: 'returnAddress',
      label: 'Return address',
      type: 'textarea',
      required: true,
      rows: 4,
      autoComplete: 'street-address',
      hint: 'Where we send the repaired or replacement unit.',
    },
    {
      name: 'acceptTerms',
      label: 'I have read the warranty terms on this page and backed up any data on the unit.',
      type: 'checkbox',
      required: true,
    },
  ],
  register: [
    nameField,
    emailField,
    productField,
    serialField,
    purchaseDateField,
    placeField,
    { name: 'firmwareAlerts', label: 'E-mail me when new firmware is released for this product.', type: 'checkbox' },
  ],
  retailer: [
    { name: 'company', label: 'Company name', type: 'text', required: true, autoComplete: 'organization', half: true },
    nameField,
    emailField,
    phoneField,
    { name: 'website', label: 'Store website', type: 'url', required: true, autoComplete: 'url', half: true },
    { name: 'country', label: 'Country', type: 'text', required: true, autoComplete: 'country-name', half: true },
    { name: 'taxId', label: 'Resale certificate or VAT number', type: 'text', required: true, half: true },
    { name: 'message', label: 'Your customers and the regions you sell in', type: 'textarea', required: true, rows: 5 },
  ],
  affiliate: [
    nameField,
    emailField,
    {
      name: 'channel',
      label: 'Channel, site or newsletter',
      type: 'url',
      required: true,
      hint: 'The full address, e.g. https://www.youtube.com/@yourchannel',
      half: true,
    },
    {
      name: 'audience',
      label: 'Monthly audience',
      type: 'select',
      required: true,
      half: true,
      options: [
        { value: '1k-10k', label: '1,000 to 10,000' },
        { value: '10k-100k', label: '10,000 to 100,000' },
        { value: '100k+', label: 'More than 100,000' },
      ],
    },
    {
      name: 'message',
      label: 'How you plan to feature Clonewave',
      type: 'textarea',
      required: true,
      rows: 5,
      hint: 'Links to two or three recent pieces help us approve you faster.',
    },
    {
      name: 'confirm',
      label: 'I am 18 or older and will disclose affiliate links as the FTC guidelines require.',
      type: 'checkbox',
      required: true,
    },
  ],
  partner: [
    { name: 'company', label: 'Company name', type: 'text', required: true, autoComplete: 'organization', half: true },
    nameField,
    emailField,
    { name: 'website', label: 'Website', type: 'url', required: true, autoComplete: 'url', half: true },
    {
      name: 'type',
      label: 'Kind of partnership',
      type: 'select',
      required: true,
      options: [
        { value: 'software', label: 'Software or SDK integration' },
        { value: 'platform', label: 'Streaming or video platform' },
        { value: 'integrator', label: 'System integrator' },
        { value: 'other', label: 'Something else' },
      ],
    },
    {
      name: 'message',
      label: 'Your product or practice and the customers you serve',
      type: 'textarea',
      required: true,
      rows: 5,
    },
  ],
  sales: [
    nameField,
    { name: 'company', label: 'Organisation (optional)', type: 'text', autoComplete: 'organization', half: true },
    emailField,
    phoneField,
    {
      name: 'sector',
      label: 'Sector',
      type: 'select',
      required: true,
      options: [
        { value: 'business', label: 'Business' },
        { value: 'education', label: 'Education' },
        { value: 'government', label: 'Government and public sector' },
        { value: 'nonprofit', label: 'Non-profit or house of worship' },
      ],
    },
    { name: 'message', label: 'Products, quantities and delivery address', type: 'textarea', required: true, rows: 5 },
  ],
  newsletter: NEWSLETTER_FIELDS,
} satisfies Record<string, FieldDef[]>;

export type FormId = keyof typeof FIELDS;
