'use client';

import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { FIELDS, type FieldDef, type FormId } from '@/lib/forms/fields';
import { FORMS } from '@/lib/forms/registry';
import type { ProductOption } from '@/lib/forms/serial';
import { useOnline } from '@/hooks/use-online';
import type { CarriedValues } from './form-upgrade';
import { FormNotices, SuccessPanel } from './form-status';
import { defaultValueOf, FormViewMarkup } from './form-view-markup';
import { useFormDraft } from './use-form-draft';
import { useFormSubmission } from './use-form-submission';

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
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}

const defaultsOf = (fields: readonly FieldDef[]): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.name, defaultValueOf(f)]));

/**
 * Every form of the site: fields from lib/forms/fields, rules from its zod schema, sent
 * as JSON to `${endpoint}/<form>` — or, with no endpoint configured, handed to the
 * visitor's mail app. What is typed survives reloads and failed sends (sessionStorage).
 * It replaces the server-rendered FormViewMarkup once its code has loaded (form-upgrade);
 * `carried` is what was typed into that markup meanwhile.
 */
export function FormView({
  formId,
  endpoint,
  products = [],
  instanceId = formId,
  carried,
}: {
  formId: FormId;
  endpoint: string;
  products?: ProductOption[];
  instanceId?: string;
  carried?: CarriedValues;
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
  const { ready, restored } = useFormDraft(instanceId, form, defaults, carried);
  const online = useOnline();
  const { errors } = form.formState;

  const chosenProduct = useWatch({ control: form.control, name: 'product' }) as unknown;
  const product = products.find((p) => p.slug === chosenProduct);
  const productName = (slug: string) => products.find((p) => p.slug === slug)?.name ?? slug;
  const { state, setState, honeypot, submit } = useFormSubmission({
    instanceId,
    endpoint,
    spec,
    fields,
    form,
    defaults,
    productName,
  });

  if (state.kind === 'success') return <SuccessPanel {...spec.success} onAgain={() => setState({ kind: 'idle' })} />;

  return (
    <FormViewMarkup
      formId={formId}
      instanceId={instanceId}
      endpoint={endpoint}
      products={products}
      register={(field) => form.register(field.name)}
      errors={errors as Partial<Record<string, FieldError>>}
      product={product}
      ready={ready}
      restored={restored}
      sending={state.kind === 'sending'}
      onSubmit={submit}
      honeypot={honeypot}
    >
      <FormNotices online={online} state={state} onRetry={() => void submit()} />
    </FormViewMarkup>
  );
}
