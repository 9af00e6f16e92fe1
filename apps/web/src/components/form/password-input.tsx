import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { InputField, type InputFieldProps } from './input-field.tsx';
import { formWords } from '../../i18n/form/index.ts';
import { useWords } from '../../i18n/words.ts';

/** A password input with a show/hide toggle (typing a password on a phone is hard enough). */
export function PasswordInput(props: InputFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useWords(formWords);
  return (
    <InputField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('hidePassword') : t('showPassword')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
