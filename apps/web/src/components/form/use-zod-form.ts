import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by one of the contract's schemas, so the browser shows the
 * very messages the API would answer with. A field's error shows once it was changed, or on submit;
 * never just for tabbing past it (a keyboard user walking the form is not making mistakes).
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onChange',
    reValidateMode: 'onChange',
    ...options,
    // The resolver's generics cannot follow a generic schema; for a concrete one they line up.
    resolver: zodResolver(schema) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
  });
}
