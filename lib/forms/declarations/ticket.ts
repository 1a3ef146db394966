import { siteConfig } from '../../site-config';
import { field, matches, message, select, type FormDecl } from '../form-kit';
import { attachmentsField, emailField, nameField, productField, serialField } from './common-fields';

export const ticket = {
  id: 'ticket',
  path: 'ticket',
  products: 'all',
  serial: 'when-formatted',
  mailTo: siteConfig.supportEmail,
  subject: 'Support ticket',
  submit: 'Create ticket',
  success: {
    title: 'Ticket created',
    body: 'A confirmation with your ticket number is on its way to your inbox. An engineer replies within one business day.',
    mail: 'An engineer replies within one business day.',
  },
  fields: [
    nameField,
    emailField,
    productField,
    { ...serialField, required: false, label: 'Serial number (hardware)' },
    field(
      'text',
      'version',
      'Firmware or software version',
      matches(
        /^\d+\.\d+(\.\d+)?(-(beta|rc)\.\d+)?$/,
        'Enter the firmware or app version like 2.4.1 (see Settings › About)',
      ),
      { hint: 'Shown under Settings › About, e.g. 2.4.1.', half: true },
    ),
    select(
      'os',
      'Operating system',
      'your operating system, or "No computer involved"',
      {
        windows: 'Windows',
        macos: 'macOS',
        linux: 'Linux',
        android: 'Android',
        ios: 'iOS or iPadOS',
        none: 'No computer involved',
      },
      { half: true },
    ),
    field('textarea', 'description', 'What happens?', message('The description', 30), {
      rows: 7,
      hint: 'Your setup, what you expected and what happens instead.',
      inMail: 'Problem',
    }),
    field(
      'text',
      'orderNumber',
      'Order number (optional)',
      matches(/^$|^CW-?\d{5,9}$/, 'Order numbers look like CW-104233; leave it empty if you do not have one', {
        optional: true,
        upperCase: true,
      }),
      { hint: 'From your Clonewave Store confirmation, e.g. CW-104233.', half: true },
    ),
    attachmentsField('Screenshots or photos (optional)'),
  ],
} satisfies FormDecl;
