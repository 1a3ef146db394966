import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { FieldError } from 'react-hook-form';
import { SerialAlert } from '@/components/ui/serial-alert';
import { initialValue, type FieldDef } from '@/lib/forms/form-kit';
import { formUrl } from '@/lib/forms/form-url';
import { FORMS, type FormId } from '@/lib/forms/registry';
import type { ProductOption } from '@/lib/forms/serial';
import { formsEn } from '@/lib/i18n/forms.en';
import { fieldId, FormField, type FieldRegistration } from './form-field';
import { HoneypotField } from './honeypot-field';
import { AttachmentsFieldMarkup } from './attachments-field-markup';

const t = formsEn;

/** The markup-only registration: a name and the default, no handlers. */
const inertRegistration = (field: FieldDef): FieldRegistration =>
  field.type === 'checkbox' ? { name: field.name, defaultChecked: initialValue(field) === true } : { name: field.name };

/** The message of a field's error; a list's (upload ids) is on its first refused item. */
const messageOf = (error: unknown): string | undefined => {
  const found = Array.isArray(error) ? error.find(Boolean) : error;
  return (found as FieldError | undefined)?.message;
};

/**
 * The markup of every site form, without hooks: the server renders it as the stand-in
 * that works before any JavaScript (markup-upgrade.tsx), and FormView renders it live with
 * react-hook-form's registrations, errors and state. `children` are the live form's
 * notices (offline, send error, e-mail fallback), shown above the submit button.
 */
export function FormViewMarkup({
  formId,
  instanceId,
  endpoint,
  products,
  register = inertRegistration,
  errors = {},
  product,
  ready = false,
  restored = false,
  sending = false,
  onSubmit,
  honeypot,
  fileField,
  children,
}: {
  formId: FormId;
  instanceId: string;
  endpoint: string;
  products: ProductOption[];
  register?: (field: FieldDef) => FieldRegistration;
  errors?: Partial<Record<string, FieldError>>;
  /** The product chosen in the form, for the serial-number alert. */
  product?: ProductOption;
  ready?: boolean;
  restored?: boolean;
  sending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  honeypot?: RefObject<HTMLInputElement | null>;
  /** The live form's file field, given the field and its error; the server draws AttachmentsFieldMarkup. */
  fileField?: (field: FieldDef, error?: string) => ReactNode;
  children?: ReactNode;
}) {
  const spec = FORMS[formId];
  const errorCount = Object.keys(errors).length;
  return (
    <form
      className="site-form"
      method="post"
      action={formUrl(endpoint, spec.path)}
      noValidate
      onSubmit={onSubmit}
      aria-label={spec.subject}
      data-form={formId}
      data-ready={ready ? 'true' : 'false'}
      data-endpoint={endpoint ? 'configured' : 'none'}
    >
      {/* Sending is the live form's work: without scripts, say so before anything is typed. */}
      <noscript>
        <p className="alert alert-warning">
          {t.needsScript} <a href={`mailto:${spec.mailTo}`}>{spec.mailTo}</a>.
        </p>
      </noscript>
      {restored ? <p className="small text-secondary">{t.draftRestored}</p> : null}
      {errorCount > 0 ? (
        <p className="text-danger fw-semibold" role="alert">
          {t.fixErrors(errorCount)}
        </p>
      ) : null}
      <div className="row g-3">
        {spec.fields.map((field) => {
          const id = fieldId(instanceId, field.name);
          const serial = field.type === 'serial' ? product?.serial : undefined;
          const serialHelp =
            serial && errors.serial && product
              ? {
                  id: `${id}-alert`,
                  node: (
                    <SerialAlert id={`${id}-alert`} title={t.serialTitle(product.name)}>
                      {serial.location} {t.serialExample(serial.example)}
                    </SerialAlert>
                  ),
                }
              : undefined;
          if (field.type === 'file') {
            const error = messageOf(errors[field.name]);
            return (
              <div key={field.name} className="col-12">
                {fileField ? (
                  fileField(field, error)
                ) : (
                  <AttachmentsFieldMarkup formId={instanceId} field={field} endpoint={endpoint} error={error} />
                )}
              </div>
            );
          }
          return (
            <div key={field.name} className={field.half ? 'col-md-6' : 'col-12'}>
              <FormField
                formId={instanceId}
                field={field}
                registration={register(field)}
                error={errors[field.name]}
                products={products}
                placeholder={serial ? t.serialPlaceholder(serial.example) : undefined}
                extra={serialHelp}
              />
            </div>
          );
        })}
      </div>
      <HoneypotField instanceId={instanceId} inputRef={honeypot} />
      {children}
      <div className="mt-4">
        <button type="submit" className="btn btn-primary" disabled={sending} aria-disabled={sending}>
          {sending ? t.sending : spec.submit}
        </button>
      </div>
    </form>
  );
}
