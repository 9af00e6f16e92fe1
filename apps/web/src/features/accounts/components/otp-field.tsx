import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * The 6-digit code from the e-mail: digits only (a pasted "123 456" becomes "123456"), the
 * phone's number pad, and the browser's one-time-code autofill.
 */
export function OtpField<T extends FieldValues>({
  control,
  name,
  autoFocus,
  helperText = 'Sent to your e-mail; it expires in 10 minutes.',
}: {
  control: Control<T>;
  name: Path<T>;
  autoFocus?: boolean;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label="6-digit code"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 6,
              style: {
                letterSpacing: '0.4em',
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 600,
              },
            },
          }}
        />
      )}
    />
  );
}
