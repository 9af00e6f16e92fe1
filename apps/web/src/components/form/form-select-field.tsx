import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { boundFieldProps } from './form-text-field.tsx';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T>;
  name: Path<T>;
};

/** A dropdown (MUI's select TextField) bound to a form field; the options are its children. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...props} select {...boundFieldProps(field, fieldState, props, helperText)} />
      )}
    />
  );
}
