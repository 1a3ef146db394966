import { readStored } from './stored-value';
import { storedFormDrafts } from '@/lib/stored-values/form-drafts';

/**
 * Whether a draft of a form instance waits to be restored. Every page asks (MarkupUpgrade
 * loads a form's code when idle if so), so this is apart from browser/form-draft.ts, which
 * writes drafts and loads with the forms.
 */
export const hasDraft = (formId: string): boolean => readStored(storedFormDrafts)[formId] !== undefined;
