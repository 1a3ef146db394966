import * as z from 'zod/mini';
import {
  accepted,
  choice,
  email,
  maxChars,
  optionalText,
  purchaseDate,
  required,
  upperText,
  uploadIds,
} from './common';
import type { FieldDef, FormDecl } from './form-kit';
import { serialMatches, type ProductOption } from './serial';

/**
 * A form's zod/mini schema, built from its declaration. This module and zod/mini are a
 * chunk of their own, fetched once a form is on screen, so they are not first-load JS.
 */
export function schemaFor(form: FormDecl, products: ProductOption[]): z.ZodMiniType<Record<string, unknown>> {
  const shape = Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field, products)]));
  const schema = z.object(shape);
  return form.serial ? withSerial(schema, products, form.serial === 'when-formatted') : schema;
}

function fieldSchema(field: FieldDef, products: ProductOption[]): z.ZodMiniType {
  const rule = field.rule;
  switch (rule.kind) {
    case 'text':
      return required(rule.label, rule.min).check(maxChars(rule.max, rule.tooLong));
    case 'optional-text':
      return optionalText(rule.max);
    case 'email':
      return email();
    case 'pattern': {
      const text = z
        .string()
        .check(z.trim(), ...(rule.upperCase ? [z.toUpperCase()] : []), z.regex(rule.pattern, rule.message));
      return rule.optional ? z._default(text, '') : text;
    }
    case 'choice': {
      const [first, ...rest] = (field.options ?? []).map((o) => o.value);
      if (first === undefined) throw new Error(`Form field ${field.name}: a choice needs options`);
      return choice([first, ...rest], rule.what);
    }
    case 'product':
      return z.string().check(z.refine((slug) => products.some((p) => p.slug === slug), 'Choose the product'));
    case 'serial':
      return upperText();
    case 'purchase-date':
      return purchaseDate();
    case 'accepted':
      return accepted(rule.message);
    case 'flag':
      return z._default(z.boolean(), rule.initial);
    case 'attachments':
      return uploadIds(rule.max);
  }
}

/** The problem with the serial number for the chosen product, if any. */
function serialProblem(products: ProductOption[], value: unknown, optionalWithoutFormat: boolean): string | undefined {
  const data = (value ?? {}) as { product?: unknown; serial?: unknown };
  const product = products.find((p) => p.slug === data.product);
  const serial = typeof data.serial === 'string' ? data.serial.trim() : '';
  if (!product) return undefined;
  if (!product.serial) return !optionalWithoutFormat && serial === '' ? 'Enter the serial number' : undefined;
  if (serial === '') return `Enter the serial number of your ${product.name}`;
  if (!serialMatches(product, serial))
    return `This is not a ${product.name} serial number. Its serial numbers look like ${product.serial.example}`;
  return undefined;
}

/**
 * A serial rule on the whole object, because it depends on the product chosen. `when`
 * makes it run even while other fields are still invalid, so one submit shows every error.
 */
function withSerial<T extends z.ZodMiniObject>(
  schema: T,
  products: ProductOption[],
  optionalWithoutFormat: boolean,
): T {
  return schema.check(
    z.refine((value) => serialProblem(products, value, optionalWithoutFormat) === undefined, {
      path: ['serial'],
      when: () => true,
      error: (issue) => serialProblem(products, issue.input, optionalWithoutFormat),
    }),
  );
}
