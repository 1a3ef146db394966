'use client';

import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { FIELDS, type FieldDef, type FormId } from '@/lib/forms/fields';
import { FORMS } from '@/lib/forms/registry';
import type { ProductOption } from '@/lib/forms/serial';
import { useOnline } from '@/lib/hooks/use-online';
import { formsEn } from '@/lib/i18n/forms.en';
import { SerialAlert } from '@/components/downloads/serial-alert';
import { fieldId, FormField } from './form-field';
import { ErrorPanel, MailtoPanel, SuccessPanel } from './form-status';
import { HoneypotField } from './honeypot-field';
import { useFormDraft } from './use-form-draft';
import { useFormSubmission } from './use-form-submission';

const t = formsEn;

/**
 * A resolver that fetches the schema (zod/mini) and zodResolver on first use, so they are
 * not first-load JS. `load` is also called right after hydration, so the chunk is in
 * before anyone submits; a failed fetch is retried on the next call.
 */
function lazyResolver(load: () => Promise<unknown>): { resolver: Resolver<FieldValues>; preload: () => void } {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const get = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<FieldValues>)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return { resolver: async (values, context, options) => (await get())(values, context, options), preload: () => void get().catch(() => undefined) };
}

const defaultsOf = (fields: readonly FieldDef[]): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? f.name === 'firmwareAlerts' : '']));

/**
 * Every form of the site: fields from lib/forms/fields, rules from its zod schema, sent
 * as JSON to `${endpoint}/<form>` — or, with no endpoint configured, handed to the
 * visitor's mail app. What is typed survives reloads and failed sends (sessionStorage).
 */
export function FormView({
  formId,
  endpoint,
  products = [],
  instanceId = formId,
}: {
  formId: FormId;
  endpoint: string;
  products?: ProductOption[];
  instanceId?: string;
}) {
  const spec = FORMS[formId];
  const fields: readonly FieldDef[] = FIELDS[formId];
  const defaults = useMemo(() => defaultsOf(fields), [fields]);
  const { resolver, preload } = useMemo(() => lazyResolver(() => spec.schema(products)), [spec, products]);
  useEffect(preload, [preload]);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const { ready, restored } = useFormDraft(instanceId, form, defaults);
  const online = useOnline();
  const { errors } = form.formState;

  const product = products.find((p) => p.slug === form.watch('product'));
  const productName = (slug: string) => products.find((p) => p.slug === slug)?.name ?? slug;
  const { state, setState, honeypot, submit } = useFormSubmission({ instanceId, endpoint, spec, fields, form, defaults, productName });

  if (state.kind === 'success') return <SuccessPanel {...spec.success} onAgain={() => setState({ kind: 'idle' })} />;

  const errorCount = Object.keys(errors).length;
  const sending = state.kind === 'sending';
  return (
    <form
      className="site-form"
      noValidate
      onSubmit={submit}
      aria-label={spec.subject}
      data-form={formId}
      data-ready={ready ? 'true' : 'false'}
      data-endpoint={endpoint ? 'configured' : 'none'}
    >
      {restored ? <p className="small text-secondary">{t.draftRestored}</p> : null}
      {errorCount > 0 ? <p className="text-danger fw-semibold" role="alert">{t.fixErrors(errorCount)}</p> : null}
      <div className="row g-3">
        {fields.map((field) => {
          const id = fieldId(instanceId, field.name);
          const serialHelp =
            field.type === 'serial' && errors.serial && product?.serial
              ? {
                  id: `${id}-alert`,
                  node: (
                    <SerialAlert id={`${id}-alert`} title={t.serialTitle(product.name)}>
                      {product.serial.location} {t.serialExample(product.serial.example)}
                    </SerialAlert>
                  ),
                }
              : undefined;
          return (
            <div key={field.name} className={field.half ? 'col-md-6' : 'col-12'}>
              <FormField
                formId={instanceId}
                field={field}
                registration={form.register(field.name)}
                error={errors[field.name] as never}
                products={products}
                placeholder={field.type === 'serial' && product?.serial ? t.serialPlaceholder(product.serial.example) : undefined}
                extra={serialHelp}
              />
            </div>
          );
        })}
      </div>
      <HoneypotField instanceId={instanceId} inputRef={honeypot} />
      {!online ? <p className="alert alert-warning small mt-3 mb-0" role="status">{t.offline}</p> : null}
      {state.kind === 'error' ? <ErrorPanel state={state} onRetry={() => void submit()} /> : null}
      {state.kind === 'mailto' ? <MailtoPanel href={state.href} to={state.to} /> : null}
      <div className="mt-4">
        <button type="submit" className="btn btn-primary" disabled={sending} aria-disabled={sending}>
          {sending ? t.sending : spec.submit}
        </button>
      </div>
    </form>
  );
}
