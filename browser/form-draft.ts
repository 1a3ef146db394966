import { readStored, writeStored } from './stored-value';
import { isFieldValue, storedFormDrafts, type DraftValues } from '@/lib/stored-values/form-drafts';
import { storedFormSends, type FormSend } from '@/lib/stored-values/form-sends';
import type { UploadedFile } from '@/lib/forms/upload';

/**
 * Drafts of forms, per form instance (lib/stored-values/form-drafts.ts), with what each
 * instance's sends carry besides its values: its Idempotency-Key and its uploaded files
 * (lib/stored-values/form-sends.ts). Storage can be unavailable (private modes, quotas):
 * then drafts are not kept, and the key and files live as long as the page.
 */
export function loadDraft(formId: string): DraftValues | undefined {
  return readStored(storedFormDrafts)[formId];
}

/** Saves what is typed; the first draft of an instance gives it its Idempotency-Key. */
export function saveDraft(formId: string, values: Record<string, unknown>): void {
  const draft = Object.fromEntries(Object.entries(values).filter(([, value]) => isFieldValue(value)));
  writeStored(storedFormDrafts, { ...readStored(storedFormDrafts), [formId]: draft });
  sendOf(formId);
}

/** After a send the service accepted: the draft, its key and its files go; the next draft gets a new key. */
export function clearDraft(formId: string): void {
  const { [formId]: _cleared, ...others } = readStored(storedFormDrafts);
  writeStored(storedFormDrafts, others);
  changeSend(formId, undefined);
}

/** The instance's Idempotency-Key: the same on every try until the service accepts one. */
export const sendKey = (formId: string): string => sendOf(formId).key;

/**
 * A new key, for when the service says the current one already went with other values: a
 * try whose answer was lost was stored, and the form has changed since.
 */
export const replaceSendKey = (formId: string): void => changeSend(formId, { ...sendOf(formId), key: newKey() });

/** The files uploaded for the instance, in the order they were chosen. */
export const loadDraftFiles = (formId: string): readonly UploadedFile[] => storedSend(formId)?.files ?? [];

export const saveDraftFiles = (formId: string, files: readonly UploadedFile[]): void =>
  changeSend(formId, { ...sendOf(formId), files });

/** Where the key and files live when storage is unavailable: a double click still sends one key. */
const inPage = new Map<string, FormSend>();

const storedSend = (formId: string): FormSend | undefined => readStored(storedFormSends)[formId] ?? inPage.get(formId);

function sendOf(formId: string): FormSend {
  const send = storedSend(formId);
  if (send) return send;
  const fresh = { key: newKey(), files: [] };
  changeSend(formId, fresh);
  return fresh;
}

function changeSend(formId: string, send: FormSend | undefined): void {
  const { [formId]: _old, ...others } = readStored(storedFormSends);
  const stored = writeStored(storedFormSends, send ? { ...others, [formId]: send } : others);
  if (send && !stored) inPage.set(formId, send);
  else inPage.delete(formId);
}

/** A random UUID; randomUUID needs a secure context, so a page on plain http builds one from random bytes. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
