import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/** An e-mail field: the right keyboard on phones, autofill, and "E-mail" unless told otherwise. */
export function EmailField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'label'> & { label?: string },
) {
  return (
    <FormTextField label="E-mail" type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
