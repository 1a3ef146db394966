'use client';

import { useRef, useState } from 'react';
import { clearDraft } from '@/browser/form-draft';
import { loadingBar } from '@/browser/loading-bar';
import { importForPage } from '@/browser/import-for-page';
import type { FormDecl } from '@/lib/forms/form-kit';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { buildMailto } from '@/lib/forms/mailto';
import type { SendResult } from '@/lib/forms/submit';
import type { FormState } from './form-status';

/** The HTTP client (ofetch) is the heavy part of sending: a chunk of its own, fetched ahead by `preload`. */
const loadSender = () => import('@/lib/forms/submit');

async function send(endpoint: string, path: string, body: Record<string, unknown>): Promise<SendResult> {
  if (!navigator.onLine) return { ok: false, reason: 'offline' };
  // A chunk that fails to load reloads the page (the draft survives), or else counts as a network error.
  return importForPage(loadSender).then(
    ({ sendForm }) => sendForm(endpoint, path, body, navigator.onLine),
    () => ({ ok: false, reason: 'network' }) as const,
  );
}

interface Options {
  form: FormDecl;
  instanceId: string;
  endpoint: string;
  productName?: (slug: string) => string;
  /** Runs after a successful send, before the success panel shows (e.g. empty the fields). */
  onSent?: () => void;
}

/**
 * Sending valid values, the same for every form: JSON POST with the honeypot while the
 * loading bar runs; on success the draft is cleared; on failure everything stays and the
 * state says why. Without an endpoint it prepares the e-mail instead.
 */
export function useFormSubmission({ form, instanceId, endpoint, productName, onSent }: Options) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const mailtoFor = (values: Record<string, unknown>) =>
    buildMailto(form.mailTo, form.subject, form.fields, values, productName);

  const submitValues = async (values: Record<string, unknown>) => {
    if (!endpoint) {
      setState({ kind: 'mailto', href: mailtoFor(values), to: form.mailTo });
      return;
    }
    setState({ kind: 'sending' });
    loadingBar.start();
    const result = await send(endpoint, form.path, { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    if (result.ok) {
      loadingBar.finish();
      onSent?.();
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

  const preload = () => void loadSender().catch(() => undefined);
  return { state, setState, honeypot, submitValues, preload };
}
