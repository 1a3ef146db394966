import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldDef } from '@/lib/forms/form-kit';
import { ACCEPTED_FILES } from '@/lib/forms/file-check';
import { formsEn } from '@/lib/i18n/forms.en';
import { fieldId } from './form-field';

/**
 * A form's file field without hooks: the file picker with its label and hint. The server
 * renders it disabled, as files go to the forms service one by one, which needs the form's
 * code; the live AttachmentsField passes `input` (its handlers) and `children` (the list of
 * files, the refusals, the live status). Without a forms endpoint the form becomes an
 * e-mail draft, which cannot carry files: the field says to attach them in the mail program.
 */
export function AttachmentsFieldMarkup({
  formId,
  field,
  endpoint,
  error,
  describedBy = [],
  input,
  children,
}: {
  formId: string;
  field: FieldDef;
  endpoint: string;
  error?: string;
  /** Ids of the live field's own descriptions (the refusals). */
  describedBy?: string[];
  input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  children?: ReactNode;
}) {
  const id = fieldId(formId, field.name);
  if (!endpoint)
    return (
      <div className="form-field">
        <p className="form-label mb-1">{field.label}</p>
        <p className="form-text my-0">{formsEn.filesByEmail}</p>
      </div>
    );
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...describedBy].filter(Boolean);
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {field.label}
      </label>
      {field.hint ? (
        <p id={`${id}-hint`} className="form-text mt-0 mb-1">
          {field.hint}
        </p>
      ) : null}
      <input
        type="file"
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        accept={ACCEPTED_FILES}
        multiple
        disabled={!input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(' ') || undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
