'use client';

import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '@/browser/form-draft';
import type { CarriedValues } from './form-upgrade';

/**
 * Restores a form's draft after hydration and saves every change to sessionStorage.
 * `carried` (typed into the server markup before the form's code arrived) wins over the
 * stored draft. Returns whether the form is ready (hydrated, draft applied) and whether a
 * draft was found.
 */
export function useFormDraft<T extends FieldValues>(
  formId: string,
  form: UseFormReturn<T>,
  defaults: T,
  carried?: CarriedValues,
) {
  const [state, setState] = useState({ ready: false, restored: false });
  const { reset, watch } = form;

  useEffect(() => {
    const draft = loadDraft(formId);
    const typed = carried && Object.keys(carried).length > 0 ? carried : undefined;
    if (draft || typed) {
      const values = { ...defaults, ...draft, ...typed } as T;
      reset(values, { keepDefaultValues: true });
      if (typed) saveDraft(formId, values);
    }
    // Restoring from storage happens once after mount, so server HTML and hydration agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ ready: true, restored: draft !== undefined });
    const subscription = watch((values) => saveDraft(formId, values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [formId]);

  return state;
}
