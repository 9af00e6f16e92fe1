import { useEffect, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useSchemaForm, type FormSchema, type SchemaFormOptions } from './schema-form.ts';

type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

/**
 * useZodForm for a page drawn before zod arrives (/login): the form renders at once, and zod, its
 * resolver and the schema (about 30 KB compressed) load just after the first render; a check asked
 * for before then waits for them. `loadSchema` is defined once, at module level.
 */
export function useLazyZodForm<TSchema extends FormSchema>(
  loadSchema: () => Promise<TSchema>,
  options: SchemaFormOptions<TSchema> = {},
) {
  const resolver = useMemo(() => lazyResolver(loadSchema), [loadSchema]);
  useEffect(() => {
    void resolver.load().catch(() => undefined); // a failed load is retried by the first check
  }, [resolver]);
  return useSchemaForm<TSchema>(resolver.resolve, options);
}

function lazyResolver(loadSchema: () => Promise<FormSchema>) {
  let loading: Promise<AnyResolver> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as AnyResolver)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolve: AnyResolver = async (values, context, options) =>
    (await load())(values, context, options);
  return { load, resolve };
}
