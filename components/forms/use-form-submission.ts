'use client';

import { useRef, useState } from 'react';
import { clearDraft, replaceSendKey, sendKey } from '@/browser/form-draft';
import { loadingBar } from '@/browser/loading-bar';
import type { FieldProblem, SendResult } from '@/lib/forms/answer';
import { importForPage } from '@/browser/import-for-page';
import type { FormDecl } from '@/lib/forms/form-kit';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { buildMailto } from '@/lib/forms/mailto';
import type { FormState } from './form-status';

/** The HTTP client (ofetch) is the heavy part of sending: a chunk of its own, fetched ahead by `preload`. */
const loadSender = () => import('@/lib/forms/submit');

/** The forms service's name for the Idempotency-Key header when it refuses it. */
const KEY_FIELD = 'Idempotency-Key';

async function send(endpoint: string, path: string, body: Record<string, unknown>, key: string): Promise<SendResult> {
  if (!navigator.onLine) return { kind: 'failed', reason: 'offline' };
  // A chunk that fails to load reloads the page (the draft survives), or else counts as a network error.
  return importForPage(loadSender).then(
    ({ sendForm }) => sendForm(endpoint, path, body, key, navigator.onLine),
    () => ({ kind: 'failed', reason: 'network' }) as const,
  );
}

interface Options {
  form: FormDecl;
  instanceId: string;
  endpoint: string;
  productName?: (slug: string) => string;
  /** The values as the e-mail fallback writes them (a file field's upload ids become file names). */
  forMail?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Runs after a successful send, before the success panel shows (e.g. empty the fields). */
  onSent?: () => void;
  /**
   * Shows refused values at their fields and moves the focus to the first; returns the
   * problems it could not place (values that are no field of the form).
   */
  onRefused?: (problems: FieldProblem[]) => FieldProblem[];
}

/**
 * Sending valid values, the same for every form: JSON POST with the honeypot and the
 * instance's Idempotency-Key while the loading bar runs. Accepted (201/202): the draft
 * and its key go, and the success panel shows the reference. Refused (422): each problem
 * at its field, the rest on the status line. Too many tries (429): when to try again.
 * Anything else: everything stays, the state says why and offers the e-mail. Without an
 * endpoint it prepares the e-mail instead.
 */
export function useFormSubmission({ form, instanceId, endpoint, productName, forMail, onSent, onRefused }: Options) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  // A second submit while one is on its way (a double click) sends nothing.
  const sending = useRef(false);
  const mailtoFor = (values: Record<string, unknown>) =>
    buildMailto(form.mailTo, form.subject, form.fields, forMail ? forMail(values) : values, productName);

  const show = (result: SendResult, values: Record<string, unknown>): FormState => {
    switch (result.kind) {
      case 'sent':
        onSent?.();
        clearDraft(instanceId);
        return result.reference ? { kind: 'success', reference: result.reference } : { kind: 'success' };
      case 'wait':
        return result;
      case 'refused': {
        const rest = onRefused ? onRefused(result.problems) : result.problems;
        if (rest.length === 0) return { kind: 'idle' };
        const sendAsNew = rest.some((p) => p.field === KEY_FIELD && p.code === 'reused');
        if (sendAsNew) replaceSendKey(instanceId);
        const messages = [...new Set(rest.map((p) => p.message))];
        const onFields = rest.length < result.problems.length;
        return { kind: 'refused', messages, onFields, sendAsNew, mailto: mailtoFor(values) };
      }
      case 'failed':
        return { kind: 'error', reason: result.reason, status: result.status, mailto: mailtoFor(values) };
    }
  };

  const submitValues = async (values: Record<string, unknown>) => {
    if (!endpoint) {
      setState({ kind: 'mailto', href: mailtoFor(values), to: form.mailTo });
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    loadingBar.start();
    const body = { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' };
    const result = await send(endpoint, form.path, body, sendKey(instanceId));
    sending.current = false;
    if (result.kind === 'sent') loadingBar.finish();
    else loadingBar.fail();
    setState(show(result, values));
  };

  const preload = () => void loadSender().catch(() => undefined);
  return { state, setState, honeypot, submitValues, preload };
}
