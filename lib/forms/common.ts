import { z } from 'zod';

/** Building blocks shared by the form schemas, with messages that say how to fix the value. */
export const required = (label: string, min = 1) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label.charAt(0).toLowerCase()}${label.slice(1)}`)
    .min(min, `${label} needs at least ${min} characters`);

export const name = () => required('Your name', 2).max(100, 'Keep the name under 100 characters');
export const email = () => z.string().trim().email('Enter an e-mail address like name@example.com');
export const optionalText = (max = 200) => z.string().trim().max(max, `Keep this under ${max} characters`).default('');
export const message = (label: string, min = 20) => required(label, min).max(5000, 'Keep this under 5000 characters');
export const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose ${what}` });
export const phone = () =>
  z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9 ()./-]{6,20}$/, 'Enter a phone number with digits only, e.g. +1 408 555 0142')
    .default('');
export const website = (optional = false) =>
  z
    .string()
    .trim()
    .regex(optional ? /^$|^https?:\/\/\S+\.\S+$/ : /^https?:\/\/\S+\.\S+$/, 'Enter the full address, starting with https://');
export const accepted = (text: string) => z.boolean().refine((v) => v === true, text);

/** yyyy-mm-dd from <input type="date">, a real day, not in the future and not before 2018. */
export const purchaseDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the purchase date')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'Enter a date that exists')
    .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now(), 'The purchase date cannot be in the future')
    .refine((value) => value >= '2018-01-01', 'Clonewave products were first sold in 2018: check the year');
