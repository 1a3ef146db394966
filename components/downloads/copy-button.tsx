'use client';

import { useState, useSyncExternalStore } from 'react';
import { downloadsEn } from '@/lib/i18n/downloads.en';

const t = downloadsEn;
const subscribeNever = () => () => {};

/**
 * Copies a checksum to the clipboard and says so in a live region. Without JavaScript
 * the button stays hidden: the checksum next to it can still be selected by hand.
 */
export function CopyButton({ text, fileName }: { text: string; fileName: string }) {
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary copy-button" onClick={copy} hidden={!hydrated} aria-label={t.copyLabel(fileName)}>
        {t.copy}
      </button>
      <span className="visually-hidden" role="status">
        {status === 'copied' ? t.copied : status === 'failed' ? t.copyFailed : ''}
      </span>
      {status === 'failed' ? <span className="small text-danger d-block">{t.copyFailed}</span> : null}
    </>
  );
}
