import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * The 6-digit code from the e-mail: digits only (a pasted "123 456" becomes "123456"), the
 * phone's number pad, and the browser's one-time-code autofill.
 */
export function OtpField<T extends FieldValues>({
  control,
  name,
  autoFocus,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  autoFocus?: boolean;
  /** Defaults to "Sent to your e-mail; it expires in 10 minutes." */
  helperText?: string;
}) {
  const t = useWords(accountWords);
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
          label={t('codeLabel')}
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? t('codeHelper')}
          fullWidth
          slotProps={{
            // The e-mail change's helper names the new address: a long one wraps on a phone.
            formHelperText: { sx: { overflowWrap: 'anywhere' } },
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
