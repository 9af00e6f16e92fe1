import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type SchemaFormOptions<TSchema extends FormSchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
>;

/**
 * A react-hook-form form checked by `resolver` (a contract schema's), so the browser shows the
 * very messages the API would answer with. A field's error shows once it was changed, or on submit;
 * never just for tabbing past it (a keyboard user walking the form is not making mistakes).
 */
export function useSchemaForm<TSchema extends FormSchema>(
  resolver: Resolver<FieldValues, unknown, FieldValues>,
  options: SchemaFormOptions<TSchema>,
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onChange',
    reValidateMode: 'onChange',
    ...options,
    // The resolver's generics cannot follow a generic schema; for a concrete one they line up.
    resolver: resolver as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
  });
}
