import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../form/form-text-field.tsx';
import { listingFormWords } from '../../i18n/listing-form/index.ts';
import { useWords } from '../../i18n/words.ts';

type BirrFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'slotProps'>;

/**
 * An amount in birr, typed as text ("1,250.50"): the currency in front as the reader's language
 * writes it ("ETB", "ብር": i18n/format.ts), the decimal keypad on phones.
 */
export function BirrField<T extends FieldValues>(props: BirrFieldProps<T>) {
  const t = useWords(listingFormWords);
  return (
    <FormTextField
      autoComplete="off"
      {...props}
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">{t('currency')}</InputAdornment>,
        },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
