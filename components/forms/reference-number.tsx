'use client';

import { useRef, useState } from 'react';
import { formsEn } from '@/lib/i18n/forms.en';

const t = formsEn;

/**
 * The reference the forms service gave a request ("Your reference: T-7KQ2-9HXM"), large
 * enough to read out, selected whole by one click, and a button that copies it. Where
 * the clipboard is not available (an insecure page, a refusal), the button selects the
 * number, so the visitor's own copy command takes it.
 */
export function ReferenceNumber({ reference }: { reference: string }) {
  const number = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const select = () => {
    if (number.current) window.getSelection()?.selectAllChildren(number.current);
  };
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return select();
    clipboard.writeText(reference).then(() => setCopied(true), select);
  };
  return (
    <>
      <p className="form-reference mb-2">
        {t.referenceLabel}{' '}
        <strong ref={number} className="form-reference-number me-2" translate="no">
          {reference}
        </strong>
        <button type="button" className="btn btn-success btn-sm" onClick={copy}>
          {copied ? t.referenceCopied : t.copyReference}
        </button>
      </p>
      <p>{t.referenceKeep}</p>
    </>
  );
}
