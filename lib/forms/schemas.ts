import * as z from 'zod/mini';
import {
  accepted,
  choice,
  email,
  maxChars,
  message,
  name,
  optionalText,
  phone,
  purchaseDate,
  required,
  upperText,
  website,
} from './common';
import { serialMatches, type ProductOption } from './serial';

/** One zod/mini schema per form. Forms with a serial number check it against the chosen product. */

const OS_OPTIONS = ['windows', 'macos', 'linux', 'android', 'ios', 'none'] as const;
const CONTACT_TOPICS = ['product', 'order', 'feedback', 'other'] as const;
const PARTNER_TYPES = ['software', 'platform', 'integrator', 'other'] as const;
const SALES_SECTORS = ['business', 'education', 'government', 'nonprofit'] as const;
const AUDIENCE_SIZES = ['1k-10k', '10k-100k', '100k+'] as const;
const VERSION_PATTERN = /^\d+\.\d+(\.\d+)?(-(beta|rc)\.\d+)?$/;

const productChoice = (products: ProductOption[]) =>
  z.string().check(z.refine((slug) => products.some((p) => p.slug === slug), 'Choose the product'));

/** The problem with the serial number for the chosen product, if any. */
function serialProblem(products: ProductOption[], value: unknown, optionalWithoutFormat: boolean): string | undefined {
  const data = (value ?? {}) as { product?: unknown; serial?: unknown };
  const product = products.find((p) => p.slug === data.product);
  const serial = typeof data.serial === 'string' ? data.serial.trim() : '';
  if (!product) return undefined;
  if (!product.serial) return !optionalWithoutFormat && serial === '' ? 'Enter the serial number' : undefined;
  if (serial === '') return `Enter the serial number of your ${product.name}`;
  if (!serialMatches(product, serial))
    return `This is not a ${product.name} serial number: it looks like ${product.serial.example}`;
  return undefined;
}

/**
 * A serial rule on the whole object, because it depends on the product chosen. `when`
 * makes it run even while other fields are still invalid, so one submit shows every error.
 */
function withSerial<T extends z.ZodMiniObject<{ product: z.ZodMiniType<string>; serial: z.ZodMiniType<string> }>>(
  schema: T,
  products: ProductOption[],
  optionalWithoutFormat = false,
): T {
  return schema.check(
    z.refine((value) => serialProblem(products, value, optionalWithoutFormat) === undefined, {
      path: ['serial'],
      when: () => true,
      error: (issue) => serialProblem(products, issue.input, optionalWithoutFormat),
    }),
  );
}

export const contactSchema = z.object({
  name: name(),
  email: email(),
  topic: choice(CONTACT_TOPICS, 'what your message is about'),
  message: message('Your message'),
});

/** When and where a unit was bought: warranty claims and registrations ask the same. */
const purchaseFields = () => ({
  purchaseDate: purchaseDate(),
  placeOfPurchase: required('Where you bought it', 2).check(maxChars(120)),
});

export const ticketSchema = (products: ProductOption[]) =>
  withSerial(
    z.object({
      name: name(),
      email: email(),
      product: productChoice(products),
      serial: upperText(),
      version: z
        .string()
        .check(
          z.trim(),
          z.regex(VERSION_PATTERN, 'Enter the firmware or app version like 2.4.1 (see Settings › About)'),
        ),
      os: choice(OS_OPTIONS, 'your operating system, or "No computer involved"'),
      description: message('The description', 30),
      orderNumber: z._default(
        z
          .string()
          .check(
            z.trim(),
            z.toUpperCase(),
            z.regex(/^$|^CW-?\d{5,9}$/, 'Order numbers look like CW-104233; leave it empty if you do not have one'),
          ),
        '',
      ),
    }),
    products,
    true,
  );

export const warrantySchema = (products: ProductOption[]) =>
  withSerial(
    z.object({
      name: name(),
      email: email(),
      phone: phone(),
      product: productChoice(products),
      serial: upperText(),
      ...purchaseFields(),
      fault: message('The fault description', 30),
      returnAddress: required('The return address', 15).check(maxChars(500)),
      acceptTerms: accepted('Confirm that you have read the warranty terms and backed up your data'),
    }),
    products,
  );

export const registerSchema = (products: ProductOption[]) =>
  withSerial(
    z.object({
      name: name(),
      email: email(),
      product: productChoice(products),
      serial: upperText(),
      ...purchaseFields(),
      firmwareAlerts: z._default(z.boolean(), true),
    }),
    products,
  );

export const retailerSchema = z.object({
  company: required('The company name', 2).check(maxChars(120)),
  name: name(),
  email: email(),
  phone: phone(),
  website: website(),
  country: required('The country', 2).check(maxChars(60)),
  taxId: required('The resale certificate or VAT number', 4).check(maxChars(40)),
  message: message('The description of your business', 30),
});

export const affiliateSchema = z.object({
  name: name(),
  email: email(),
  channel: website(),
  audience: choice(AUDIENCE_SIZES, 'the size of your audience'),
  message: message('Your plan', 30),
  confirm: accepted('Confirm that you are 18 or older and will disclose affiliate links'),
});

export const partnerSchema = z.object({
  company: required('The company name', 2).check(maxChars(120)),
  name: name(),
  email: email(),
  website: website(),
  type: choice(PARTNER_TYPES, 'the kind of partnership'),
  message: message('The description', 30),
});

export const salesSchema = z.object({
  name: name(),
  company: optionalText(120),
  email: email(),
  phone: phone(),
  sector: choice(SALES_SECTORS, 'your sector'),
  message: message('What you need', 20),
});

export { newsletterSchema } from './newsletter';
