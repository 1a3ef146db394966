import { siteConfig } from '../../site-config';
import { field, message, optionalText, select, type FormDecl } from '../form-kit';
import { emailField, nameField, phoneField } from './common-fields';

export const sales = {
  id: 'sales',
  path: 'sales',
  mailTo: siteConfig.salesEmail,
  subject: 'Sales enquiry',
  submit: 'Request a quote',
  success: {
    title: 'Request sent',
    body: 'A confirmation with your reference is on its way to your inbox. You receive a written quote within one business day, valid for 30 days.',
    mail: 'You receive a written quote within one business day, valid for 30 days.',
  },
  fields: [
    nameField,
    field('text', 'company', 'Organisation (optional)', optionalText(120), {
      autoComplete: 'organization',
      half: true,
    }),
    emailField,
    phoneField,
    select('sector', 'Sector', 'your sector', {
      business: 'Business',
      education: 'Education',
      government: 'Government and public sector',
      nonprofit: 'Non-profit or house of worship',
    }),
    field('textarea', 'message', 'Products, quantities and delivery address', message('What you need', 20), {
      rows: 5,
    }),
  ],
} satisfies FormDecl;
