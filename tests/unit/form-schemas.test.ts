import { describe, expect, it } from 'vitest';
import { checkPattern } from '@/lib/forms/check-pattern';
import { initialValue } from '@/lib/forms/form-kit';
import { FORMS } from '@/lib/forms/registry';
import { schemaFor } from '@/lib/forms/schema';
import type { ProductOption } from '@/lib/forms/serial';

const products: ProductOption[] = [
  {
    slug: 'box-pro',
    name: 'Box Pro',
    category: 'recorder',
    serial: { pattern: '^CWP-\\d{8}$', example: 'CWP-40918264', location: 'Under the unit.' },
  },
  { slug: 'mp4-cloner', name: 'MP4 Cloner', category: 'software' },
];

const ticketSchema = (p: ProductOption[]) => schemaFor(FORMS.ticket, p);
const warrantySchema = (p: ProductOption[]) => schemaFor(FORMS.warranty, p);
const registerSchema = (p: ProductOption[]) => schemaFor(FORMS.register, p);
const contactSchema = schemaFor(FORMS.contact, []);
const retailerSchema = schemaFor(FORMS.retailer, []);
const partnerSchema = schemaFor(FORMS.partner, []);
const affiliateSchema = schemaFor(FORMS.affiliate, []);
const salesSchema = schemaFor(FORMS.sales, []);
const newsletterSchema = schemaFor(FORMS.newsletter, []);

/** Field → first message, for readable assertions. */
type Issue = { path: PropertyKey[]; message: string };
type Parser = { safeParse: (value: unknown) => { success: boolean; error?: { issues: Issue[] } } };

function errorsOf(schema: Parser, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success || !result.error) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

const person = { name: 'Dana Whitfield', email: 'dana@example.com' };
const longText = 'The recorder stops after about twenty minutes of 4K60 recording to the SSD.';

describe('ticket form schema', () => {
  const schema = ticketSchema(products);
  const valid = {
    ...person,
    product: 'box-pro',
    serial: 'CWP-40918264',
    version: '2.4.1',
    os: 'windows',
    description: longText,
    orderNumber: '',
  };

  it('accepts a complete ticket and normalises the serial to capitals', () => {
    const parsed = schema.parse({ ...valid, serial: 'cwp-40918264 ' });
    expect(parsed.serial).toBe('CWP-40918264');
  });

  it('names every missing required field on an empty submit', () => {
    const errors = errorsOf(schema, {
      name: '',
      email: '',
      product: '',
      serial: '',
      version: '',
      os: '',
      description: '',
      orderNumber: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['description', 'email', 'name', 'os', 'product', 'version']);
    expect(errors.email).toBe('Enter an e-mail address like name@example.com');
  });

  it("checks the serial against the chosen product's format, with its example", () => {
    expect(errorsOf(schema, { ...valid, serial: 'CWE-12345678' }).serial).toBe(
      'This is not a Box Pro serial number. Its serial numbers look like CWP-40918264',
    );
    expect(errorsOf(schema, { ...valid, serial: '' }).serial).toBe('Enter the serial number of your Box Pro');
  });

  it('reports a bad serial in the same pass as the other missing fields', () => {
    const errors = errorsOf(schema, {
      name: '',
      email: '',
      product: 'box-pro',
      serial: 'ABC',
      version: '',
      os: '',
      description: '',
      orderNumber: '',
    });
    expect(errors.serial).toMatch(/not a Box Pro serial number/);
    expect(errors.name).toBeDefined();
  });

  it('does not ask software tickets for a serial number', () => {
    expect(schema.safeParse({ ...valid, product: 'mp4-cloner', serial: '' }).success).toBe(true);
  });

  it('rejects unknown products, malformed versions and order numbers', () => {
    const errors = errorsOf(schema, { ...valid, product: 'box-ultra', version: 'latest', orderNumber: '12' });
    expect(errors.product).toBe('Choose the product');
    expect(errors.version).toMatch(/like 2\.4\.1/);
    expect(errors.orderNumber).toMatch(/CW-104233/);
    expect(schema.safeParse({ ...valid, orderNumber: 'cw-104233' }).success).toBe(true);
  });
});

describe('attachments: upload ids of files sent first', () => {
  const ticket = {
    ...person,
    product: 'mp4-cloner',
    serial: '',
    version: '2.4.1',
    os: 'windows',
    description: 'The app closes when I open a project saved on the recorder.',
  };
  const id = (n: number) => `upl_${String(n).padStart(22, 'a')}`;

  it('are optional on the ticket and the RMA form, and absent means none', () => {
    expect(FORMS.ticket.fields.find((f) => f.name === 'attachments')).toMatchObject({ type: 'file', required: false });
    expect(FORMS.warranty.fields.find((f) => f.name === 'attachments')).toMatchObject({
      type: 'file',
      required: false,
    });
    expect(ticketSchema(products).parse(ticket).attachments).toEqual([]);
  });

  it('take at most three ids of the upload form', () => {
    const schema = ticketSchema(products);
    expect(schema.parse({ ...ticket, attachments: [id(1), id(2), id(3)] }).attachments).toHaveLength(3);
    expect(errorsOf(schema, { ...ticket, attachments: [id(1), id(2), id(3), id(4)] }).attachments).toBe(
      'Attach at most 3 files',
    );
    expect(errorsOf(schema, { ...ticket, attachments: ['../etc/passwd'] })['attachments.0']).toBe(
      'Attach the file again',
    );
  });
});

describe('warranty and registration schemas', () => {
  const base = {
    ...person,
    product: 'box-pro',
    serial: 'CWP-22000001',
    purchaseDate: '2025-03-14',
    placeOfPurchase: 'Clonewave Store',
  };

  it('requires serial, purchase date, place, fault, return address and the terms', () => {
    const errors = errorsOf(warrantySchema(products), {
      ...person,
      phone: '',
      product: 'box-pro',
      serial: '',
      purchaseDate: '',
      placeOfPurchase: '',
      fault: '',
      returnAddress: '',
      acceptTerms: false,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'acceptTerms',
      'fault',
      'placeOfPurchase',
      'purchaseDate',
      'returnAddress',
      'serial',
    ]);
  });

  it('accepts a complete RMA request', () => {
    const value = {
      ...base,
      phone: '+1 408 555 0199',
      fault: longText,
      returnAddress: '18 Harbor Lane, Portland, OR 97201, USA',
      acceptTerms: true,
    };
    expect(warrantySchema(products).safeParse(value).success).toBe(true);
  });

  it('rejects impossible, future and too early purchase dates', () => {
    const schema = registerSchema(products);
    expect(errorsOf(schema, { ...base, purchaseDate: '2025-02-30' }).purchaseDate).toBe('Enter a date that exists');
    expect(errorsOf(schema, { ...base, purchaseDate: '2999-01-01' }).purchaseDate).toBe(
      'The purchase date cannot be in the future',
    );
    expect(errorsOf(schema, { ...base, purchaseDate: '2009-05-01' }).purchaseDate).toMatch(/2018/);
    expect(schema.safeParse({ ...base, firmwareAlerts: false }).success).toBe(true);
  });
});

describe('sales, programme and newsletter schemas', () => {
  it('contact needs a topic and a message of some substance', () => {
    const errors = errorsOf(contactSchema, { ...person, topic: '', message: 'Hi' });
    expect(errors.topic).toBe('Choose what your message is about');
    expect(errors.message).toBe('Your message needs at least 20 characters');
  });

  it('retailer and partner need a full website address', () => {
    const retailer = {
      company: 'Pixel Depot',
      ...person,
      phone: '',
      website: 'pixeldepot.example',
      country: 'Canada',
      taxId: 'CA-88213',
      message: longText,
    };
    expect(errorsOf(retailerSchema, retailer).website).toBe('Enter the full address, starting with https://');
    expect(retailerSchema.safeParse({ ...retailer, website: 'https://pixeldepot.example' }).success).toBe(true);
    expect(
      errorsOf(partnerSchema, { company: 'Streamforge', ...person, website: '', type: 'software', message: longText })
        .website,
    ).toBeDefined();
  });

  it('affiliate applicants must confirm age and disclosure', () => {
    const value = {
      ...person,
      channel: 'https://www.youtube.com/@dana',
      audience: '10k-100k',
      message: longText,
      confirm: false,
    };
    expect(errorsOf(affiliateSchema, value).confirm).toMatch(/18 or older/);
    expect(affiliateSchema.safeParse({ ...value, confirm: true }).success).toBe(true);
  });

  it('sales accepts an optional organisation and phone, but checks the phone format', () => {
    const value = {
      ...person,
      company: '',
      phone: '',
      sector: 'education',
      message: 'Twelve Box Pro units for lecture capture.',
    };
    expect(salesSchema.safeParse(value).success).toBe(true);
    expect(errorsOf(salesSchema, { ...value, phone: 'call me' }).phone).toMatch(/digits/);
  });

  it('newsletter needs a valid e-mail address only', () => {
    expect(newsletterSchema.safeParse({ email: 'dana@example.com' }).success).toBe(true);
    expect(errorsOf(newsletterSchema, { email: 'dana@' }).email).toBeDefined();
  });
});

describe('form declarations', () => {
  const forms = Object.values(FORMS);

  it('every select accepts exactly the values its options show', () => {
    const selects = forms.flatMap((form) => form.fields.filter((f) => f.type === 'select').map((f) => ({ form, f })));
    expect(selects.length).toBeGreaterThanOrEqual(5);
    for (const { form, f } of selects) {
      const schema = schemaFor(form, products);
      for (const option of f.options ?? [])
        expect(errorsOf(schema, { [f.name]: option.value })[f.name]).toBeUndefined();
      expect(errorsOf(schema, { [f.name]: 'not-an-option' })[f.name]).toMatch(/^Choose /);
    }
  });

  it('a pattern checked by hand agrees with the schema', () => {
    const patterns = forms.flatMap((form) =>
      form.fields.flatMap((f) => (f.rule.kind === 'pattern' ? [{ form, name: f.name, rule: f.rule }] : [])),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(5);
    const samples = ['', ' ', '2.4.1', 'cw-104233 ', 'https://x.example', '+1 408 555 0142', 'a@b.co', 'call me'];
    for (const { form, name, rule } of patterns) {
      const schema = schemaFor(form, products);
      for (const sample of samples)
        expect(checkPattern(rule, sample).ok, `${form.id}.${name} "${sample}"`).toBe(
          errorsOf(schema, { [name]: sample })[name] === undefined,
        );
    }
  });

  it('fields start empty, boxes unticked, except the firmware alerts opt-in', () => {
    const ticked = forms.flatMap((form) => form.fields.filter((f) => initialValue(f) === true).map((f) => f.name));
    expect(ticked).toEqual(['firmwareAlerts']);
    expect(FORMS.warranty.fields.find((f) => f.name === 'acceptTerms')!.required).toBe(true);
  });
});
