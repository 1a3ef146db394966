import { siteConfig } from '../../site-config';
import { field, message, text, website, type FormDecl } from '../form-kit';
import { companyField, emailField, nameField, phoneField } from './common-fields';

export const retailer = {
  id: 'retailer',
  path: 'retailer',
  mailTo: siteConfig.salesEmail,
  subject: 'Reseller application',
  submit: 'Apply as a retailer',
  success: {
    title: 'Application received',
    body: 'A confirmation with your reference is on its way to your inbox. Our channel team reviews your application and replies within 10 business days.',
    mail: 'Our channel team reviews your application and replies within 10 business days.',
  },
  fields: [
    companyField,
    nameField,
    emailField,
    phoneField,
    field('url', 'website', 'Store website', website(), { autoComplete: 'url', half: true }),
    field('text', 'country', 'Country', text('The country', 2, 60), { autoComplete: 'country-name', half: true }),
    field('text', 'taxId', 'Resale certificate or VAT number', text('The resale certificate or VAT number', 4, 40), {
      half: true,
    }),
    field(
      'textarea',
      'message',
      'Your customers and the regions you sell in',
      message('The description of your business', 30),
      { rows: 5, inMail: 'Customers and regions' },
    ),
  ],
} satisfies FormDecl;
