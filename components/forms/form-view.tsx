'use client';

import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { initialValue, type FieldDef } from '@/lib/forms/form-kit';
import { FORMS, type FormId } from '@/lib/forms/registry';
import type { ProductOption } from '@/lib/forms/serial';
import { useOnline } from '@/hooks/use-online';
import { importForPage } from '@/browser/import-for-page';
import type { CarriedValues } from '@/components/upgrade/carried-state';
import { FormNotices, SuccessPanel } from './form-status';
import { FormViewMarkup } from './form-view-markup';
import { placeProblems } from './place-problems';
import { useFileField } from './use-file-field';
import { useFormDraft, type DraftTarget } from './use-form-draft';
import { useFormSubmission } from './use-form-submission';

/** The form's zod/mini schema, built from its declaration in a chunk of its own. */
const loadSchema = (formId: FormId, products: ProductOption[]) =>
  import('@/lib/forms/schema').then((m) => m.schemaFor(FORMS[formId], products));

/**
 * A resolver that fetches the schema (zod/mini) and zodResolver on first use, so they are
 * not first-load JS. `load` is also called right after hydration, so the chunk is in
 * before anyone submits; a failed fetch is retried on the next call. A failure then is
 * quiet; on a submit the chunk is needed, and its failure reloads the page
 * (importForPage). Where the page does not reload, the form is sent unchecked, as the
 * markup without scripts is: the endpoint checks with the same rules, and a send that
 * fails too offers the e-mail with everything typed.
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
    resolver: async (values, context, options) => {
      const resolve = await importForPage(get).catch(() => undefined);
      return resolve ? resolve(values, context, options) : { values, errors: {} };
    },
    preload: () => void get().catch(() => undefined),
  };
}

/** The draft goes in with reset() and follows every change through watch(). */
const draftTargetOf = (form: UseFormReturn<FieldValues>): DraftTarget => ({
  apply: (values) => form.reset(values, { keepDefaultValues: true }),
  watch: (save) => {
    const subscription = form.watch((values) => save(values));
    return () => subscription.unsubscribe();
  },
});

const defaultsOf = (fields: readonly FieldDef[]): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.name, initialValue(f)]));

/**
 * Every form of the site, from its declaration (lib/forms/declarations/): its fields, its
 * rules as a zod/mini schema, sent as JSON to `${endpoint}/<path>` with its files' upload
 * ids (use-form-submission.ts says what each answer shows) — or, with no endpoint
 * configured, handed to the visitor's mail app. What is typed survives reloads and failed sends (sessionStorage).
 * It replaces the server-rendered FormViewMarkup once its code has loaded (markup-upgrade);
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
  const defaults = useMemo(() => defaultsOf(spec.fields), [spec]);
  const { resolver, preload } = useMemo(() => lazyResolver(() => loadSchema(formId, products)), [formId, products]);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const { ready, restored } = useFormDraft(instanceId, draftTargetOf(form), defaults, carried);
  const online = useOnline();
  const { errors } = form.formState;

  const chosenProduct = useWatch({ control: form.control, name: 'product' }) as unknown;
  const product = products.find((p) => p.slug === chosenProduct);
  const productName = (slug: string) => products.find((p) => p.slug === slug)?.name ?? slug;
  const setError = (name: string, message: string) => form.setError(name, { type: 'server', message });
  const files = useFileField({
    fields: spec.fields,
    instanceId,
    endpoint,
    setError,
    clearError: (name) => form.clearErrors(name),
  });
  const {
    state,
    setState,
    honeypot,
    submitValues,
    preload: preloadSender,
  } = useFormSubmission({
    form: spec,
    instanceId,
    endpoint,
    productName,
    forMail: files.forMail,
    onSent: () => {
      form.reset(defaults);
      files.reset();
    },
    onRefused: (problems) => placeProblems(problems, spec.fields, instanceId, setError),
  });
  // Right after hydration, so the rules and the sender are in before anyone submits.
  useEffect(() => {
    preload();
    preloadSender();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [preload]);
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      const withFiles = files.withFiles(values);
      if (withFiles) await submitValues(withFiles);
    })(event);

  if (state.kind === 'success')
    return <SuccessPanel {...spec.success} reference={state.reference} onAgain={() => setState({ kind: 'idle' })} />;

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
      fileField={files.render}
    >
      <FormNotices online={online} state={state} onRetry={() => void submit()} />
    </FormViewMarkup>
  );
}
