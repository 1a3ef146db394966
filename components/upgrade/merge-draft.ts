import { loadDraft, saveDraft } from '@/browser/form-draft';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';

/**
 * The markup's form and its draft (browser/form-draft.ts) made one when the live code could
 * not load: what the visitor changed in the markup (text fields and selects from empty,
 * checkboxes from their default) goes into the draft, so a reload, the recovery's or the
 * visitor's, restores it; and what the draft held from before (a reload) goes into the
 * fields, since the live form that would restore it is what could not load.
 */
export function mergeDraft(box: HTMLElement | null, draftId: string) {
  const fields = [...(box?.querySelector('form')?.elements ?? [])] as HTMLInputElement[];
  const draft: Record<string, string | boolean> = { ...loadDraft(draftId) };
  for (const el of fields) {
    const [value, initial] =
      el.type === 'checkbox' ? [el.checked, el.defaultChecked] : [el.value, el.defaultValue ?? ''];
    if (el.name && el.name !== HONEYPOT_FIELD && value !== initial) draft[el.name] = value;
  }
  for (const el of fields) {
    const value = draft[el.name];
    if (typeof value === 'boolean') el.checked = value;
    else if (value !== undefined) el.value = value;
  }
  if (Object.keys(draft).length > 0) saveDraft(draftId, draft);
}
