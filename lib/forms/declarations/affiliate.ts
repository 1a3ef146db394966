import { siteConfig } from '../../site-config';
import { accepted, field, message, select, website, type FormDecl } from '../form-kit';
import { emailField, nameField } from './common-fields';

export const affiliate = {
  id: 'affiliate',
  path: 'affiliate',
  mailTo: siteConfig.salesEmail,
  subject: 'Affiliate application',
  submit: 'Apply',
  success: {
    title: 'Application received',
    body: 'A confirmation with your reference is on its way to your inbox. We review every application by hand and reply within 5 business days.',
    mail: 'We review every application by hand and reply within 5 business days.',
  },
  fields: [
    nameField,
    emailField,
    field('url', 'channel', 'Channel, site or newsletter', website(), {
      hint: 'The full address, e.g. https://www.youtube.com/@yourchannel',
      half: true,
    }),
    select(
      'audience',
      'Monthly audience',
      'the size of your audience',
      { '1k-10k': '1,000 to 10,000', '10k-100k': '10,000 to 100,000', '100k+': 'More than 100,000' },
      { half: true },
    ),
    field('textarea', 'message', 'How you plan to feature Clonewave', message('Your plan', 30), {
      rows: 5,
      hint: 'Links to two or three recent pieces help us approve you faster.',
      inMail: 'Plan to feature Clonewave',
    }),
    field(
      'checkbox',
      'confirm',
      'I am 18 or older and will disclose affiliate links as the FTC guidelines require.',
      accepted('Confirm that you are 18 or older and will disclose affiliate links'),
      { inMail: '18 or older, will disclose affiliate links' },
    ),
  ],
} satisfies FormDecl;
