import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatNumber } from '@dawa/contract';

type CountedTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  control: Control<T>;
  name: Path<T>;
  /** The most characters allowed: shown as "12 / 120" under the field. */
  max: number;
  hint?: string;
};

/** A text field with the schema's message (or a hint) under it and a character counter. */
export function CountedTextField<T extends FieldValues>({
  control,
  name,
  max,
  hint,
  ...props
}: CountedTextFieldProps<T>) {
  const counterId = `${name}-count`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const isOver = value.length > max;
        return (
          <TextField
            {...props}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            fullWidth
            helperText={
              <Box
                component="span"
                sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}
              >
                <span>{fieldState.error?.message ?? hint}</span>
                <Box
                  component="span"
                  id={counterId}
                  sx={{
                    flexShrink: 0,
                    fontVariantNumeric: 'tabular-nums',
                    color: isOver ? 'error.main' : 'text.secondary',
                  }}
                >
                  {formatNumber(value.length)} / {formatNumber(max)}
                </Box>
              </Box>
            }
          />
        );
      }}
    />
  );
}
