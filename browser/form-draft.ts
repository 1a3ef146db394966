/**
 * Drafts of forms in sessionStorage, so a reload or a failed send loses nothing. They
 * live as long as the tab and are removed after a successful send. Storage can be
 * unavailable (private modes, quotas): then drafts are simply not kept.
 */
const PREFIX = 'clonewave-form-draft:';

export const draftKey = (formId: string) => `${PREFIX}${formId}`;

export function loadDraft(formId: string): Record<string, unknown> | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey(formId));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(formId: string, values: Record<string, unknown>): void {
  try {
    window.sessionStorage.setItem(draftKey(formId), JSON.stringify(values));
  } catch {
    // Full or blocked storage: the form still works, only without a draft.
  }
}

export function clearDraft(formId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(formId));
  } catch {
    // See saveDraft.
  }
}
