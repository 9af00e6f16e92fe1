import { InputField, type InputFieldProps } from './input-field.tsx';

/** An e-mail input: the right keyboard on phones, autofill, and "E-mail" unless told otherwise. */
export function EmailInput(props: InputFieldProps) {
  return (
    <InputField label="E-mail" type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
