import { siteConfig } from '../../site-config';
import { field, message, select, type FormDecl } from '../form-kit';
import { emailField, nameField } from './common-fields';

export const contact = {
  id: 'contact',
  path: 'contact',
  mailTo: siteConfig.supportEmail,
  subject: 'Message from the website',
  submit: 'Send message',
  success: {
    title: 'Message sent',
    body: 'Thank you. A confirmation with your reference is on its way to your inbox. We reply within one business day, Monday to Friday.',
    mail: 'We reply within one business day, Monday to Friday.',
  },
  fields: [
    nameField,
    emailField,
    select('topic', 'Topic', 'what your message is about', {
      product: 'A question about a product',
      order: 'An order or delivery',
      feedback: 'Feedback or a feature idea',
      other: 'Something else',
    }),
    field('textarea', 'message', 'Message', message('Your message'), { rows: 6 }),
  ],
} satisfies FormDecl;
