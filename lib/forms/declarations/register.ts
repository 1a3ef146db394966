import { siteConfig } from '../../site-config';
import { field, type FormDecl } from '../form-kit';
import { emailField, nameField, productField, purchaseFields, serialField } from './common-fields';

export const register = {
  id: 'register',
  path: 'register',
  products: 'hardware',
  serial: 'required',
  mailTo: siteConfig.supportEmail,
  subject: 'Product registration',
  submit: 'Register product',
  success: {
    title: 'Product registered',
    body: 'Your confirmation with the new warranty end date arrives by e-mail within a few minutes.',
    mail: 'Keep this e-mail with your proof of purchase: we ask for both if the product ever needs a repair.',
  },
  fields: [
    nameField,
    emailField,
    productField,
    serialField,
    ...purchaseFields,
    field(
      'checkbox',
      'firmwareAlerts',
      'E-mail me when new firmware is released for this product.',
      { kind: 'flag', initial: true },
      { inMail: 'Firmware news by e-mail' },
    ),
  ],
} satisfies FormDecl;
