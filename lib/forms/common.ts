import * as z from 'zod/mini';
import { FORM_UPLOADS } from './upload-limits';

/**
 * Building blocks shared by the form schemas, with messages that say how to fix the value.
 * zod/mini, not full zod: these run in the browser, and the classic API costs the form
 * pages ~40 kB gzip more for the same rules. The rules and their order match the classic
 * chains they replace (`z.string().trim().min()` ≙ `z.string().check(z.trim(), z.minLength())`).
 */
export const required = (label: string, min = 1) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter ${label.charAt(0).toLowerCase()}${label.slice(1)}`),
      z.minLength(min, `${label} needs at least ${min} characters`),
    );

/** zod/mini ships no English messages, so a bare max() spells out full zod's wording. */
export const maxChars = (max: number, text = `Too big: expected string to have <=${max} characters`) =>
  z.maxLength(max, text);

export const email = () => z.string().check(z.trim(), z.email('Enter an e-mail address like name@example.com'));
export const optionalText = (max = 200) =>
  z._default(z.string().check(z.trim(), maxChars(max, `Keep this under ${max} characters`)), '');
export const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose ${what}` });
export const accepted = (text: string) => z.boolean().check(z.refine((v) => v === true, text));
/** Trimmed, upper-cased, '' when absent: serial numbers. */
export const upperText = () => z._default(z.string().check(z.trim(), z.toUpperCase()), '');

/** An attachment the forms service does not know (expired, or never uploaded). */
export const UPLOAD_MISSING = 'Attach the file again';

/** Upload ids of files sent before the form (lib/forms/upload-limits.ts), none needed. */
export const uploadIds = (max: number) =>
  z._default(
    z
      .array(z.string().check(z.regex(FORM_UPLOADS.idPattern, UPLOAD_MISSING)))
      .check(z.maxLength(max, `Attach at most ${max} files`)),
    [],
  );

/** yyyy-mm-dd from <input type="date">, a real day, not in the future and not before 2018. */
export const purchaseDate = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the purchase date'),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'Enter a date that exists'),
    z.refine(
      (value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now(),
      'The purchase date cannot be in the future',
    ),
    z.refine((value) => value >= '2018-01-01', 'Clonewave products were first sold in 2018: check the year'),
  );
