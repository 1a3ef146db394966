import type { RefObject } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { formsEn } from '@/lib/i18n/forms.en';

/** The field bots fill in: hidden from people and assistive technology, never focusable. */
export function HoneypotField({
  instanceId,
  inputRef,
}: {
  instanceId: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = `${instanceId}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{formsEn.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        ref={inputRef}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
