'use client';

import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldDef } from '@/lib/forms/fields';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { buildMailto } from '@/lib/forms/mailto';
import { clearDraft } from '@/browser/form-draft';
import { sendForm } from '@/lib/forms/submit';
import { loadingBar } from '@/browser/loading-bar';
import type { FormState } from './form-status';

interface Options {
  instanceId: string;
  endpoint: string;
  spec: { path: string; mailTo: string; subject: string };
  fields: readonly FieldDef[];
  form: UseFormReturn<FieldValues>;
  defaults: FieldValues;
  productName?: (slug: string) => string;
}

/**
 * Sending a valid form: JSON POST with the honeypot while the loading bar runs; on
 * success the form and its draft are cleared; on failure everything stays and the state
 * says why. Without an endpoint it prepares the e-mail instead.
 */
export function useFormSubmission({ instanceId, endpoint, spec, fields, form, defaults, productName }: Options) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const mailtoFor = (values: FieldValues) => buildMailto(spec.mailTo, spec.subject, fields, values, productName);

  const onValid = async (values: FieldValues) => {
    if (!endpoint) {
      setState({ kind: 'mailto', href: mailtoFor(values), to: spec.mailTo });
      return;
    }
    setState({ kind: 'sending' });
    loadingBar.start();
    const result = await sendForm(
      endpoint,
      spec.path,
      { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' },
      navigator.onLine,
    );
    if (result.ok) {
      loadingBar.finish();
      form.reset(defaults);
      clearDraft(instanceId);
      setState({ kind: 'success' });
    } else {
      loadingBar.fail();
      setState({
        kind: 'error',
        reason: result.reason,
        status: result.reason === 'status' ? result.status : undefined,
        mailto: mailtoFor(values),
      });
    }
  };

  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event);
  return { state, setState, honeypot, submit };
}
