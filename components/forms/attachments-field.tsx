'use client';

import { useRef } from 'react';
import type { FieldDef } from '@/lib/forms/form-kit';
import { formatBytes } from '@/lib/format/bytes';
import { formsEn } from '@/lib/i18n/forms.en';
import { AttachmentsFieldMarkup } from './attachments-field-markup';
import { fieldId } from './form-field';
import type { useAttachments } from './use-attachments';

const t = formsEn;

/**
 * The live file field: each chosen file is uploaded at once and listed with its name and
 * size and a Remove button, or explained when it is refused. Changes are announced
 * through the field's live status; after a removal the focus goes back to the picker.
 */
export function AttachmentsField({
  formId,
  field,
  endpoint,
  error,
  attachments,
}: {
  formId: string;
  field: FieldDef;
  endpoint: string;
  error?: string;
  attachments: ReturnType<typeof useAttachments>;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const { files, pending, refused, announcement, add, remove } = attachments;
  const refusedId = `${fieldId(formId, field.name)}-refused`;
  return (
    <AttachmentsFieldMarkup
      formId={formId}
      field={field}
      endpoint={endpoint}
      error={error}
      describedBy={refused.length > 0 ? [refusedId] : []}
      input={{
        ref: picker,
        onChange: (event) => {
          add(Array.from(event.currentTarget.files ?? []));
          // The same file can be chosen again after a refusal or a removal.
          event.currentTarget.value = '';
        },
      }}
    >
      {refused.length > 0 ? (
        <ul id={refusedId} className="invalid-feedback d-block list-unstyled mb-0">
          {refused.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {files.length + pending.length > 0 ? (
        <ul className="form-files list-unstyled mt-2 mb-0" aria-label={t.filesList}>
          {files.map((file) => (
            <li key={file.upload}>
              <span>{file.name}</span> <span className="small text-secondary">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="btn btn-link btn-sm ms-2"
                aria-label={t.fileRemove(file.name)}
                onClick={() => {
                  remove(file.upload);
                  picker.current?.focus();
                }}
              >
                {t.filesRemove}
              </button>
            </li>
          ))}
          {pending.map((file) => (
            <li key={`pending-${file.id}`}>
              <span>{file.name}</span> <span className="small text-secondary">{formatBytes(file.size)}</span>
              <span className="small">{t.filesUploading}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </AttachmentsFieldMarkup>
  );
}
