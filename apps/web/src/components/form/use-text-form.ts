import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/** A schema of text fields (the sign-in form's: e-mail and password). */
type TextSchema = z.ZodType<Record<string, unknown>, Record<string, string>>;
type Values<TSchema extends TextSchema> = z.input<TSchema>;
type Name<TSchema extends TextSchema> = keyof Values<TSchema> & string;

/** What says a person is about to use the form. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A form of a few text fields checked by a contract schema, for the one form on a first page
 * (/login, and the sign-in dialog): react-hook-form and zod (about 35 KB compressed together) would
 * be a fifth of the page's script. The schema loads once the person turns to the form; a check
 * asked for before then waits for it. It behaves as the app's other forms (components/form/
 * schema-form.ts): a field's message shows once it was changed, or on submit, never for tabbing
 * past it; a failed submit focuses the first field in error. `loadSchema` is defined once, at
 * module level.
 */
export function useTextForm<TSchema extends TextSchema>(
  loadSchema: () => Promise<TSchema>,
  defaultValues: Values<TSchema>,
) {
  type Field = Name<TSchema>;
  const schema = useMemo(() => lazySchema(loadSchema), [loadSchema]);
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);
  // The latest values for checks that finish after more typing; the inputs, for focus.
  const latest = useRef(values);
  const inputs = useRef(new Map<Field, HTMLInputElement | null>());

  useEffect(() => {
    // Not with the page: someone who only looks at it (or signs in with Google) never needs it,
    // and a download during the first paint delays it on a slow phone.
    const start = () => {
      stop();
      void schema.load().catch(() => undefined); // a failed load is retried by the first check
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, start, true);
    return stop;
  }, [schema]);

  const setError: UseFormSetError<Values<TSchema>> = (name, error, options) => {
    const field = name as Field;
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (options?.shouldFocus) inputs.current.get(field)?.focus();
  };

  /** Checks `field` against the values as they are when the schema answers. */
  const check = async (field: Field) => {
    const issues = await schema.issues(() => latest.current);
    setErrors((current) => ({ ...current, [field]: issues[field] }));
  };

  const field = (name: Field) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      latest.current = { ...latest.current, [name]: event.target.value };
      setValues(latest.current);
      void check(name);
    },
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current.set(name, input);
      // Typed into the server's drawing of the page before the app ran (React keeps what the
      // field holds while it takes the drawing over): the form takes it as typed.
      const typed = input?.value ?? '';
      if (typed !== '' && typed !== latest.current[name]) {
        latest.current = { ...latest.current, [name]: typed };
        setValues(latest.current);
      }
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
    fullWidth: true,
  });

  const handleSubmit =
    (onValid: (values: z.output<TSchema>) => Promise<void> | void) => (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      setSubmitting(true);
      void (async () => {
        try {
          const result = await schema.parse(latest.current);
          if (!result.success) {
            const found = result.issues;
            setErrors(found);
            const first = [...inputs.current.keys()].find((name) => found[name] !== undefined);
            if (first) inputs.current.get(first)?.focus();
            return;
          }
          setErrors({});
          await onValid(result.data);
        } finally {
          submitting.current = false;
          setSubmitting(false);
        }
      })();
    };

  return { field, handleSubmit, setError, isSubmitting };
}

/** The schema, loaded once on demand (again after a failed load), and its checks. */
function lazySchema<TSchema extends TextSchema>(loadSchema: () => Promise<TSchema>) {
  type Field = Name<TSchema>;
  let loading: Promise<TSchema> | undefined;
  const load = () =>
    (loading ??= loadSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const parse = async (values: Values<TSchema>) => {
    const result = (await load()).safeParse(values);
    if (result.success) return { success: true as const, data: result.data };
    // The first message of each field, as react-hook-form's zod resolver shows it.
    const issues: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as Field;
      issues[name] ??= issue.message;
    }
    return { success: false as const, issues };
  };
  /** The messages for the values `read` gives once the schema is here. */
  const issues = async (read: () => Values<TSchema>): Promise<Partial<Record<Field, string>>> => {
    await load();
    const result = await parse(read());
    return result.success ? {} : result.issues;
  };
  return { load, parse, issues };
}
