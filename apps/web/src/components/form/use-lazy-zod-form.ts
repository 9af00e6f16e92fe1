import { useEffect, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useSchemaForm, type FormSchema, type SchemaFormOptions } from './schema-form.ts';

type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

/** What says a person is about to use the form. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * useZodForm for a page drawn before zod arrives (/login): the form renders at once, and zod, its
 * resolver and the schema (about 30 KB compressed) load once the person turns to it; a check asked
 * for before then waits for them. `loadSchema` is defined once, at module level.
 */
export function useLazyZodForm<TSchema extends FormSchema>(
  loadSchema: () => Promise<TSchema>,
  options: SchemaFormOptions<TSchema> = {},
) {
  const resolver = useMemo(() => lazyResolver(loadSchema), [loadSchema]);
  useEffect(() => {
    // Not with the page: a download started during the first paint is part of what Lighthouse's
    // simulated phone waits for before the form shows (/login's LCP went from 3.2 s to 3.9 s), and
    // someone who only looks at the page (or signs in with Google) never needs it. The first
    // touch, key or focus asks for it, while the person starts typing.
    const start = () => {
      stop();
      void resolver.load().catch(() => undefined); // a failed load is retried by the first check
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, start, true);
    return stop;
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
