import type { $ZodType } from 'zod/v4/core';
import { siteConfig } from '../site-config';
import type { FormId } from './fields';
import type { ProductOption } from './serial';
import { NEWSLETTER } from './newsletter-spec';

type Schemas = typeof import('./schemas');

interface FormSpec {
  /** Path under the forms endpoint: POST `${endpoint}/${path}`. */
  path: string;
  /**
   * Loads the form's schema. The schemas (and zod/mini) are a chunk of their own, fetched
   * once the form is on screen, so they are not part of the page's first-load JS.
   */
  schema: (products: ProductOption[]) => Promise<$ZodType>;
  /** Which products the product field offers. */
  products?: 'all' | 'hardware';
  mailTo: string;
  subject: string;
  submit: string;
  success: { title: string; body: string };
}

const support = siteConfig.supportEmail;
const sales = siteConfig.salesEmail;
const lazy = (pick: (m: Schemas, products: ProductOption[]) => $ZodType) => (products: ProductOption[]) =>
  import('./schemas').then((m) => pick(m, products));

export const FORMS: Record<FormId, FormSpec> = {
  contact: {
    path: 'contact',
    schema: lazy((m) => m.contactSchema),
    mailTo: support,
    subject: 'Message from the website',
    submit: 'Send message',
    success: { title: 'Message sent', body: 'Thank you. We reply within one business day, Monday to Friday.' },
  },
  ticket: {
    path: 'ticket',
    schema: lazy((m, p) => m.ticketSchema(p)),
    products: 'all',
    mailTo: support,
    subject: 'Support ticket',
    submit: 'Create ticket',
    success: {
      title: 'Ticket created',
      body: 'A confirmation with your ticket number is on its way to your inbox. An engineer replies within one business day.',
    },
  },
  warranty: {
    path: 'warranty-rma',
    schema: lazy((m, p) => m.warrantySchema(p)),
    products: 'hardware',
    mailTo: support,
    subject: 'Warranty and RMA request',
    submit: 'Request RMA',
    success: {
      title: 'RMA request received',
      body: 'We check your details and e-mail an RMA number and shipping instructions within one business day.',
    },
  },
  register: {
    path: 'register',
    schema: lazy((m, p) => m.registerSchema(p)),
    products: 'hardware',
    mailTo: support,
    subject: 'Product registration',
    submit: 'Register product',
    success: {
      title: 'Product registered',
      body: 'Your confirmation with the new warranty end date arrives by e-mail within a few minutes.',
    },
  },
  retailer: {
    path: 'retailer',
    schema: lazy((m) => m.retailerSchema),
    mailTo: sales,
    subject: 'Reseller application',
    submit: 'Apply as a retailer',
    success: {
      title: 'Application received',
      body: 'Our channel team reviews it and replies within 10 business days.',
    },
  },
  affiliate: {
    path: 'affiliate',
    schema: lazy((m) => m.affiliateSchema),
    mailTo: sales,
    subject: 'Affiliate application',
    submit: 'Apply',
    success: {
      title: 'Application received',
      body: 'We review every application by hand and reply within 5 business days.',
    },
  },
  partner: {
    path: 'partner',
    schema: lazy((m) => m.partnerSchema),
    mailTo: sales,
    subject: 'Partnership enquiry',
    submit: 'Send enquiry',
    success: { title: 'Enquiry sent', body: 'Our partnerships team replies within one business day.' },
  },
  sales: {
    path: 'sales',
    schema: lazy((m) => m.salesSchema),
    mailTo: sales,
    subject: 'Sales enquiry',
    submit: 'Request a quote',
    success: { title: 'Request sent', body: 'You receive a written quote within one business day, valid for 30 days.' },
  },
  newsletter: { ...NEWSLETTER, schema: lazy((m) => m.newsletterSchema) },
};
