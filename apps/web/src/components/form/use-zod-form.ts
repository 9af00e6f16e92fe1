import { zodResolver } from '@hookform/resolvers/zod';
import { useSchemaForm, type FormSchema, type SchemaFormOptions } from './schema-form.ts';

/** A form validated by one of the contract's schemas (see useSchemaForm for when errors show). */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  options: SchemaFormOptions<TSchema> = {},
) {
  return useSchemaForm<TSchema>(zodResolver(schema), options);
}
