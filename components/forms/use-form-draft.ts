'use client';

import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '@/lib/forms/draft';

/**
 * Restores a form's draft after hydration and saves every change to sessionStorage.
 * Returns whether the form is ready (hydrated, draft applied) and whether a draft was found.
 */
export function useFormDraft<T extends FieldValues>(formId: string, form: UseFormReturn<T>, defaults: T) {
  const [state, setState] = useState({ ready: false, restored: false });
  const { reset, watch } = form;

  useEffect(() => {
    const draft = loadDraft(formId);
    if (draft) reset({ ...defaults, ...draft } as T, { keepDefaultValues: true });
    // Restoring from storage happens once after mount, so server HTML and hydration agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ ready: true, restored: draft !== undefined });
    const subscription = watch((values) => saveDraft(formId, values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [formId]);

  return state;
}
