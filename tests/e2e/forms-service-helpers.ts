import type { Locator } from '@playwright/test';

/** A form of the site as a visitor fills it in, for the tests against the real forms service. */
export interface SiteForm {
  id: string;
  route: string;
  submit: string;
  /** The success panel's heading. */
  sent: string;
  /** The prefix of its references (T-7KQ2-9HXM). */
  prefix: string;
  /** Fills in every required field, with `email` as the address (the service limits tries per address). */
  fill: (form: Locator, email: string) => Promise<void>;
}

const person = async (form: Locator, email: string) => {
  await form.getByLabel('Your name').fill('Sam Ortiz');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
};

const purchase = async (form: Locator) => {
  await form.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Clonewave Box Pro' });
  await form.getByLabel('Serial number', { exact: true }).fill('CWP-40918264');
  await form.getByLabel('Purchase date').fill('2025-03-14');
  await form.getByLabel('Place of purchase').fill('Clonewave Store');
};

/** Every form of the site but the ticket's and the sales form's, which have tests of their own. */
export const SITE_FORMS: SiteForm[] = [
  {
    id: 'contact',
    route: '/help/contact/',
    submit: 'Send message',
    sent: 'Message sent',
    prefix: 'C',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Topic').selectOption('feedback');
      await form.getByLabel('Message').fill('Please add a 1440p preset to the Box Turbo.');
    },
  },
  {
    id: 'warranty',
    route: '/help/warranty_rma/',
    submit: 'Request RMA',
    sent: 'RMA request received',
    prefix: 'RMA',
    fill: async (form, email) => {
      await person(form, email);
      await purchase(form);
      await form
        .getByLabel('Fault description')
        .fill('The unit no longer powers on; the LED stays dark with any adapter.');
      await form.getByLabel('Return address').fill('Sam Ortiz, 12 Harbour Road, Portland, OR 97201');
      await form.getByLabel(/I have read the warranty terms/).check();
    },
  },
  {
    id: 'register',
    route: '/register/',
    submit: 'Register product',
    sent: 'Product registered',
    prefix: 'REG',
    fill: async (form, email) => {
      await person(form, email);
      await purchase(form);
    },
  },
  {
    id: 'retailer',
    route: '/become_retailer/',
    submit: 'Apply as a retailer',
    sent: 'Application received',
    prefix: 'RET',
    fill: async (form, email) => {
      await form.getByLabel('Company name').fill('Harbour Video Supply');
      await person(form, email);
      await form.getByLabel('Store website').fill('https://harbourvideo.example');
      await form.getByLabel('Country').fill('United States');
      await form.getByLabel('Resale certificate or VAT number').fill('OR-5520194');
      await form
        .getByLabel('Your customers and the regions you sell in')
        .fill('Wedding videographers and churches across Oregon and Washington.');
    },
  },
  {
    id: 'affiliate',
    route: '/affiliate/',
    submit: 'Apply',
    sent: 'Application received',
    prefix: 'AFF',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Channel, site or newsletter').fill('https://www.youtube.com/@samcaptures');
      await form.getByLabel('Monthly audience').selectOption('10k-100k');
      await form
        .getByLabel('How you plan to feature Clonewave')
        .fill('Monthly capture-card comparisons and a tape digitising series.');
      await form.getByLabel(/I am 18 or older/).check();
    },
  },
  {
    id: 'partner',
    route: '/partner/',
    submit: 'Send enquiry',
    sent: 'Enquiry sent',
    prefix: 'P',
    fill: async (form, email) => {
      await form.getByLabel('Company name').fill('Streamline Labs');
      await person(form, email);
      await form.getByLabel('Website').fill('https://streamline.example');
      await form.getByLabel('Kind of partnership').selectOption('software');
      await form
        .getByLabel('Your product or practice and the customers you serve')
        .fill('A live-switching app for schools that records to capture devices.');
    },
  },
];

/** The sales form: the tries per address and form run out on it (forms-service.spec.ts). */
export const SALES_FORM: SiteForm = {
  id: 'sales',
  route: '/get_in_touch/',
  submit: 'Request a quote',
  sent: 'Request sent',
  prefix: 'S',
  fill: async (form, email) => {
    await form.getByLabel('Your name').fill('Sam Ortiz');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Sector').selectOption('education');
    await form.getByLabel('Products, quantities and delivery address').fill('Twelve Box Pro units for a media lab.');
  },
};

/** A file as the PDF readers and the forms service recognise it by its first bytes. */
export const RECEIPT_PDF = {
  name: 'receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
