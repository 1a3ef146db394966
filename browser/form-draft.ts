import { readStored, writeStored } from './stored-value';
import { isFieldValue, storedFormDrafts, type DraftValues } from '@/lib/stored-values/form-drafts';

/**
 * Drafts of forms, per form instance (lib/stored-values/form-drafts.ts). Storage can be
 * unavailable (private modes, quotas): then drafts are simply not kept.
 */
export function loadDraft(formId: string): DraftValues | undefined {
  return readStored(storedFormDrafts)[formId];
}

export function saveDraft(formId: string, values: Record<string, unknown>): void {
  const draft = Object.fromEntries(Object.entries(values).filter(([, value]) => isFieldValue(value)));
  writeStored(storedFormDrafts, { ...readStored(storedFormDrafts), [formId]: draft });
}

export function clearDraft(formId: string): void {
  const { [formId]: _cleared, ...others } = readStored(storedFormDrafts);
  writeStored(storedFormDrafts, others);
}
