import type { FieldDef } from './form-kit';

/** Text of a value as a person would write it in an e-mail. */
function describe(field: FieldDef, value: unknown, productName: (slug: string) => string): string {
  if (field.type === 'checkbox') return value ? 'yes' : 'no';
  // Files travel as upload ids, which mean nothing to a reader; a text given in their
  // place (the e-mail fallback's list of the file names to attach) is written out.
  if (field.type === 'file') return typeof value === 'string' ? value.trim() : '';
  const text = String(value ?? '').trim();
  if (field.type === 'product') return productName(text);
  return field.options?.find((o) => o.value === text)?.label ?? text;
}

/**
 * Everything typed, one "Label: value" line per filled field (a value of several lines
 * starts on the next): the text of the mailto fallback and of the team's e-mail.
 */
export function describeFields(
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  productName: (slug: string) => string = (s) => s,
): string[] {
  return fields
    .map(
      (field) =>
        [
          field.inMail ?? field.label.replace(/ \(optional\)$/, ''),
          describe(field, values[field.name], productName),
        ] as const,
    )
    .filter(([, text]) => text !== '')
    .map(([label, text]) => (text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`));
}

/**
 * A mailto: link carrying everything typed, for when no form endpoint is configured:
 * the visitor's own mail app sends it, nothing pretends to have been sent.
 */
export function buildMailto(
  to: string,
  subject: string,
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  productName: (slug: string) => string = (s) => s,
): string {
  const lines = describeFields(fields, values, productName);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n\n'))}`;
}
