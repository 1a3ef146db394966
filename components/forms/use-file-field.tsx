'use client';

import type { FieldDef } from '@/lib/forms/form-kit';
import { formsEn } from '@/lib/i18n/forms.en';
import { AttachmentsField } from './attachments-field';
import { fieldId } from './form-field';
import { useAttachments } from './use-attachments';

/**
 * A form's file field, if it has one (the ticket's screenshots, the RMA's proof of
 * purchase), for FormView: the live field to draw, the values to send with the upload
 * ids of its files, and the values for the e-mail fallback with their names.
 */
export function useFileField({
  fields,
  instanceId,
  endpoint,
  setError,
  clearError,
}: {
  fields: readonly FieldDef[];
  instanceId: string;
  endpoint: string;
  setError: (name: string, message: string) => void;
  clearError: (name: string) => void;
}) {
  const field = fields.find((f) => f.type === 'file');
  const attachments = useAttachments(instanceId, endpoint, field !== undefined, () => field && clearError(field.name));
  return {
    render: field
      ? (declared: FieldDef, error?: string) => (
          <AttachmentsField
            formId={instanceId}
            field={declared}
            endpoint={endpoint}
            error={error}
            attachments={attachments}
          />
        )
      : undefined,
    /** The values to send, with the upload ids; undefined (the field says why) while a file is still uploading. */
    withFiles: (values: Record<string, unknown>): Record<string, unknown> | undefined => {
      if (!field) return values;
      if (attachments.uploading()) {
        setError(field.name, formsEn.filesStillUploading);
        document.getElementById(fieldId(instanceId, field.name))?.focus();
        return undefined;
      }
      return { ...values, [field.name]: attachments.ids() };
    },
    /** The e-mail fallback cannot carry the files: it names them, for the visitor to attach. */
    forMail: (values: Record<string, unknown>): Record<string, unknown> => {
      const names = attachments.names().join(', ');
      return field ? { ...values, [field.name]: names && formsEn.filesInEmail(names) } : values;
    },
    reset: attachments.reset,
  };
}
