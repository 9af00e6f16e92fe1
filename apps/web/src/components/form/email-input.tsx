import { InputField, type InputFieldProps } from './input-field.tsx';
import { formWords } from '../../i18n/form/index.ts';
import { useWords } from '../../i18n/words.ts';

/** An e-mail input: the right keyboard on phones, autofill, and "E-mail" unless told otherwise. */
export function EmailInput(props: InputFieldProps) {
  const t = useWords(formWords);
  return (
    <InputField label={t('email')} type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
