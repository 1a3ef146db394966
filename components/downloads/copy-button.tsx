'use client';

import { useState, useSyncExternalStore } from 'react';
import { copyEn } from '@/lib/i18n/copy.en';

const t = copyEn;
const subscribeNever = () => () => {};

/**
 * Copies a checksum to the clipboard and says so in a live region. Until the script runs
 * (and without JavaScript) the button keeps its place but is invisible, out of the tab
 * order and the accessibility tree (visibility: hidden), so nothing moves when it shows;
 * the checksum next to it can still be selected by hand.
 */
export function CopyButton({ text, fileName }: { text: string; fileName: string }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
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
      <button
        type="button"
        className={`btn btn-sm btn-outline-secondary copy-button${hydrated ? '' : ' invisible'}`}
        onClick={copy}
        aria-label={t.labelFor(fileName)}
      >
        {t.label}
      </button>
      <span className="visually-hidden" role="status">
        {status === 'copied' ? t.copied : status === 'failed' ? t.failed : ''}
      </span>
      {status === 'failed' ? <span className="small text-danger d-block">{t.failed}</span> : null}
    </>
  );
}
