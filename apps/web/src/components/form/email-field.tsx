import type { FieldValues } from 'react-hook-form';
import { EmailInput } from './email-input.tsx';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/** An e-mail field of a form (EmailInput: keyboard, autofill, "E-mail" unless told otherwise). */
export function EmailField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'label'> & { label?: string },
) {
  return <FormTextField {...props} input={EmailInput} />;
}
