'use client';

import { useEffect, useState } from 'react';
import { loadDraft, saveDraft } from '@/browser/form-draft';
import type { CarriedValues } from '@/components/upgrade/carried-state';

type Values = Record<string, unknown>;

/** How the draft reaches a form, whatever holds its values (react-hook-form or a plain input). */
export interface DraftTarget {
  /** Puts restored values into the form. */
  apply: (values: Values) => void;
  /**
   * Calls `save` with the form's values on every change and returns a function that stops;
   * a form without it calls the returned `save` from its own change handler.
   */
  watch?: (save: (values: Values) => void) => () => void;
}

/**
 * Restores a form's draft after hydration and saves every change to sessionStorage.
 * `carried` (typed into the server markup before the form's code arrived) wins over the
 * stored draft. Returns whether the form is ready (hydrated, draft applied), whether a
 * draft was found, and `save` for forms that report their changes themselves.
 */
export function useFormDraft(instanceId: string, target: DraftTarget, defaults: Values, carried?: CarriedValues) {
  const [state, setState] = useState({ ready: false, restored: false });

  useEffect(() => {
    const draft = loadDraft(instanceId);
    const typed = carried && Object.keys(carried).length > 0 ? carried : undefined;
    if (draft || typed) {
      const values = { ...defaults, ...draft, ...typed };
      target.apply(values);
      if (typed) saveDraft(instanceId, values);
    }
    // Restoring from storage happens once after mount, so server HTML and hydration agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ ready: true, restored: draft !== undefined });
    return target.watch?.((values) => saveDraft(instanceId, values));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [instanceId]);

  return { ...state, save: (values: Values) => saveDraft(instanceId, values) };
}
