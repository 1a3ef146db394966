import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { FieldDef } from '@/lib/forms/form-kit';
import type { ProductOption } from '@/lib/forms/serial';
import { formsEn } from '@/lib/i18n/forms.en';
import { Select } from '@/components/ui/select';

const t = formsEn;

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/**
 * What goes onto the control: react-hook-form's `register()` in a live form; just the name
 * (and a default) in the server-rendered markup that stands in until the form's code loads.
 */
export type FieldRegistration = Partial<UseFormRegisterReturn> & {
  name: string;
  defaultChecked?: boolean;
  onFocus?: () => void;
};

/**
 * One labelled control with its hint and error. The error is tied to the control by
 * aria-describedby and flagged with aria-invalid; `extra` (the serial-number alert)
 * joins the description when present.
 */
export function FormField({
  formId,
  field,
  registration,
  error,
  products,
  placeholder,
  extra,
}: {
  formId: string;
  field: FieldDef;
  registration: FieldRegistration;
  error?: FieldError;
  products: ProductOption[];
  placeholder?: string;
  extra?: { id: string; node: ReactNode };
}) {
  const id = fieldId(formId, field.name);
  const describedBy =
    [field.hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ? extra.id : ''].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
    ...registration,
  } as const;
  const hint = field.hint ? (
    <p id={`${id}-hint`} className="form-text mt-0 mb-1">
      {field.hint}
    </p>
  ) : null;
  const errorText = error?.message ? (
    <p id={`${id}-error`} className="invalid-feedback d-block mb-0">
      {error.message}
    </p>
  ) : null;

  // A file field has markup of its own (attachments-field-markup.tsx): its files are
  // uploaded one by one before the form is sent, which no plain control does.
  if (field.type === 'file') return null;

  if (field.type === 'checkbox') {
    return (
      <div className="form-check form-field">
        <input type="checkbox" className={`form-check-input${error ? ' is-invalid' : ''}`} {...common} />
        <label className="form-check-label" htmlFor={id}>
          {field.label}
        </label>
        {errorText}
      </div>
    );
  }

  const cls = (base: string) => `${base}${error ? ' is-invalid' : ''}`;
  let control: ReactNode;
  if (field.type === 'textarea')
    control = <textarea className={cls('form-control')} rows={field.rows ?? 4} {...common} />;
  else if (field.type === 'select' || field.type === 'product') {
    const options =
      field.type === 'product' ? products.map((p) => ({ value: p.slug, label: p.name })) : (field.options ?? []);
    control = (
      <Select className={error ? 'is-invalid' : undefined} {...common}>
        <option value="">{t.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  } else {
    const type = field.type === 'serial' ? 'text' : field.type;
    control = (
      <input
        type={type}
        className={cls('form-control')}
        autoComplete={field.autoComplete}
        placeholder={placeholder}
        spellCheck={field.type === 'serial' ? false : undefined}
        autoCapitalize={field.type === 'serial' ? 'characters' : undefined}
        {...common}
      />
    );
  }
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {field.label}
      </label>
      {hint}
      {control}
      {errorText}
      {extra?.node}
    </div>
  );
}
