import { siteConfig } from '../../site-config';
import { field, message, select, website, type FormDecl } from '../form-kit';
import { companyField, emailField, nameField } from './common-fields';

export const partner = {
  id: 'partner',
  path: 'partner',
  mailTo: siteConfig.salesEmail,
  subject: 'Partnership enquiry',
  submit: 'Send enquiry',
  success: {
    title: 'Enquiry sent',
    body: 'A confirmation with your reference is on its way to your inbox. Our partnerships team replies within one business day.',
    mail: 'Our partnerships team replies within one business day.',
  },
  fields: [
    companyField,
    nameField,
    emailField,
    field('url', 'website', 'Website', website(), { autoComplete: 'url', half: true }),
    select('type', 'Kind of partnership', 'the kind of partnership', {
      software: 'Software or SDK integration',
      platform: 'Streaming or video platform',
      integrator: 'System integrator',
      other: 'Something else',
    }),
    field(
      'textarea',
      'message',
      'Your product or practice and the customers you serve',
      message('The description', 30),
      { rows: 5, inMail: 'Product or practice, and customers' },
    ),
  ],
} satisfies FormDecl;
