import type { FormDecl } from '@/lib/forms/form-kit';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { productOptions } from '@/lib/forms/product-options';
import { FORMS, type FormId } from '@/lib/forms/registry';
import { schemaFor } from '@/lib/forms/schema';
import type { ProductOption } from '@/lib/forms/serial';
import type { FieldProblem } from './problem';
import { sha256 } from './ids';

export type Values = Record<string, unknown>;

export type Checked = { ok: true; data: Values; spam: boolean } | { ok: false; errors: FieldProblem[] };

type Schema = ReturnType<typeof schemaFor>;

/**
 * Checks a posted form with the schema the browser builds from the same declaration
 * (lib/forms/schema.ts) and the same product list, so each field gets the message the
 * visitor would have seen before sending. Fields the form does not declare are refused
 * and never stored.
 */
export function formChecker(products: readonly ProductOption[]) {
  const schemas = new Map<FormId, Schema>();
  const schemaOf = (id: FormId) => {
    let schema = schemas.get(id);
    if (!schema) {
      const decl: FormDecl = FORMS[id];
      schema = schemaFor(decl, decl.products ? productOptions(products, decl.products) : []);
      schemas.set(id, schema);
    }
    return schema;
  };

  return (id: FormId, body: Values): Checked => {
    const declared = new Set(FORMS[id].fields.map((f) => f.name));
    const unknown: FieldProblem[] = Object.keys(body)
      .filter((key) => key !== HONEYPOT_FIELD && !declared.has(key))
      .map((key) => ({ field: key, code: 'unknown', message: `This form has no field named ${key}` }));
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => declared.has(key)));
    const result = schemaOf(id).safeParse(fields);
    const errors = [...unknown, ...(result.success ? [] : fieldProblems(result.error.issues, fields))];
    if (errors.length > 0 || !result.success) return { ok: false, errors };
    return { ok: true, data: result.data, spam: isSpam(body[HONEYPOT_FIELD]) };
  };
}

/** The honeypot: people never see the field and send it empty; a bot fills it in or leaves it out. */
const isSpam = (value: unknown) => typeof value !== 'string' || value.trim() !== '';

/** The first message for each field, as the browser's resolver shows one per field. */
function fieldProblems(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, values: Values) {
  const seen = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    const value = values[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    seen.set(field, { field, code: empty ? 'required' : 'invalid', message: issue.message });
  }
  return [...seen.values()];
}

/** The hash of a checked payload that its Idempotency-Key is bound to: a retry must send the same. */
export const payloadHash = (checked: { data: Values; spam: boolean }) =>
  sha256(canonicalJson({ data: checked.data, spam: checked.spam }));

/** The same fields in any key order give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Values)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
