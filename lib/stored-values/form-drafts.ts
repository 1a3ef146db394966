import type { StoredValue } from './stored-value';
import { validEntries } from './stored-value';

/** What a form holds: text fields are strings, checkboxes booleans. */
export type DraftValues = Readonly<Record<string, string | boolean>>;
/** Drafts per form instance id (`contact`, `footer-newsletter`...). */
export type FormDrafts = Readonly<Record<string, DraftValues>>;

export const isFieldValue = (value: unknown): value is string | boolean =>
  typeof value === 'string' || typeof value === 'boolean';
const isDraft = (value: unknown): value is DraftValues => validEntries(value, isFieldValue) !== undefined;

/**
 * What visitors have typed into forms, so a reload or a failed send loses nothing; kept
 * for the life of the tab and removed after a successful send. A draft that is not an
 * object is dropped; within one, values that are neither text nor a checkbox are dropped.
 */
export const storedFormDrafts: StoredValue<FormDrafts> = {
  key: 'clonewave:form-drafts',
  area: 'sessionStorage',
  fallback: {},
  parse: (stored) => {
    const drafts = validEntries(stored, isDraft);
    return (
      drafts &&
      Object.fromEntries(Object.entries(drafts).map(([id, draft]) => [id, validEntries(draft, isFieldValue)!]))
    );
  },
};
