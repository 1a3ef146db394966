import { siteConfig } from '../../site-config';
import { accepted, field, message, text, type FormDecl } from '../form-kit';
import {
  attachmentsField,
  emailField,
  nameField,
  phoneField,
  productField,
  purchaseFields,
  serialField,
} from './common-fields';

export const warranty = {
  id: 'warranty',
  path: 'warranty-rma',
  products: 'hardware',
  serial: 'required',
  mailTo: siteConfig.supportEmail,
  subject: 'Warranty and RMA request',
  submit: 'Request RMA',
  success: {
    title: 'RMA request received',
    body: 'A confirmation with your reference is on its way to your inbox. We check your details and e-mail shipping instructions within one business day.',
    mail: 'We check your details and e-mail shipping instructions within one business day.',
  },
  fields: [
    nameField,
    emailField,
    phoneField,
    productField,
    serialField,
    ...purchaseFields,
    field('textarea', 'fault', 'Fault description', message('The fault description', 30), {
      rows: 6,
      hint: 'What fails, since when, and what you have tried.',
    }),
    field('textarea', 'returnAddress', 'Return address', text('The return address', 15, 500), {
      rows: 4,
      autoComplete: 'street-address',
      hint: 'Where we send the repaired or replacement unit.',
    }),
    attachmentsField('Proof of purchase (optional)', 'A receipt or invoice. '),
    field(
      'checkbox',
      'acceptTerms',
      'I have read the warranty terms on this page and backed up any data on the unit.',
      accepted('Confirm that you have read the warranty terms and backed up your data'),
      { inMail: 'Warranty terms read, data backed up' },
    ),
  ],
} satisfies FormDecl;
