import { FORMS, type FormId } from '@/lib/forms/registry';
import { formOfPath } from './submit-route';

/**
 * The options an operator gives `npm run forms` and the admin routes, checked the same way
 * for both. Each throws an error whose message names the option and what it accepts: the
 * command prints it, a route answers it as a 400 problem's detail.
 */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export const OUTBOX_STATES = ['pending', 'sent', 'dead'] as const;

/** `value` when it is one of `allowed`. */
export function oneOf<T extends string>(
  option: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  throw new Error(`${option}: ${value} is not one of ${allowed.join(', ')}`);
}

/** A calendar date (2026-11-30) or a full ISO time; a day that does not exist (2026-02-30) is refused. */
export function sinceDate(option: string, value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (Number.isNaN(date.getTime()) || (isDay && date.toISOString().slice(0, 10) !== value))
    throw new Error(`${option}: ${value} is not a date (write 2026-11-30, or a time such as 2026-11-30T09:00:00Z)`);
  return date;
}

/** A form by its id (`rma`) or its path (`warranty-rma`). */
export function formOption(option: string, value: string | undefined): FormId | undefined {
  if (value === undefined || value === '') return undefined;
  const form = formOfPath(value) ?? (value in FORMS ? (value as FormId) : undefined);
  if (!form) throw new Error(`${option}: no form is called ${value}`);
  return form;
}
