import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../form/form-text-field.tsx';

type BirrFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'slotProps'>;

/** An amount in birr, typed as text ("1,250.50"): ETB in front, the decimal keypad on phones. */
export function BirrField<T extends FieldValues>(props: BirrFieldProps<T>) {
  return (
    <FormTextField
      autoComplete="off"
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">ETB</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
