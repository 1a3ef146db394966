import { FORM_UPLOADS } from '../forms/upload-limits';
import type { UploadedFile } from '../forms/upload';
import type { StoredValue } from './stored-value';
import { isPlainObject, validEntries } from './stored-value';

/**
 * What a form instance sends besides its typed values: the Idempotency-Key every try of
 * it carries (8-128 of A-Z, a-z, 0-9, _ and -, as the forms service accepts) and the files
 * already uploaded for it.
 */
export interface FormSend {
  key: string;
  files: readonly UploadedFile[];
}
/** Per form instance id, like the drafts (lib/stored-values/form-drafts.ts). */
export type FormSends = Readonly<Record<string, FormSend>>;

const isKey = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{8,128}$/.test(value);
const isUploadedFile = (value: unknown): value is UploadedFile =>
  isPlainObject(value) &&
  typeof value.upload === 'string' &&
  FORM_UPLOADS.idPattern.test(value.upload) &&
  typeof value.name === 'string' &&
  typeof value.type === 'string' &&
  Number.isSafeInteger(value.size) &&
  (value.size as number) >= 0;
const isSend = (value: unknown): value is Record<string, unknown> & { key: string } =>
  isPlainObject(value) && isKey(value.key);

/**
 * Kept beside the drafts, for the life of the tab, and removed with them after a send the
 * service accepted: a retry after a lost answer, even after a reload, carries the same key
 * and files, so the service answers it with the first answer instead of storing it twice.
 * Apart from the drafts because every page reads those (a waiting draft loads its form's
 * code), while only a live form needs this. An entry without a valid key is dropped; within
 * one, files that are not an upload are dropped.
 */
export const storedFormSends: StoredValue<FormSends> = {
  key: 'clonewave:form-sends',
  area: 'sessionStorage',
  fallback: {},
  parse: (stored) => {
    const sends = validEntries(stored, isSend);
    return (
      sends &&
      Object.fromEntries(
        Object.entries(sends).map(([id, send]) => [
          id,
          { key: send.key, files: Array.isArray(send.files) ? send.files.filter(isUploadedFile) : [] },
        ]),
      )
    );
  },
};
