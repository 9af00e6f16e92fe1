import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
import { PasswordInput } from './password-input.tsx';

/** A password field of a form, with the show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <FormTextField {...props} input={PasswordInput} />;
}
