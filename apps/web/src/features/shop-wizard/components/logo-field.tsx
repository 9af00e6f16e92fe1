import { useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { UPLOAD_MIME_TYPES } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { UploadError, uploadImage } from '../../../lib/uploads.ts';
import { useUploadPicker } from './use-upload-picker.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

interface LogoFieldProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The schema's or the server's message for the logo. */
  error?: string | undefined;
  /** Lets the step wait for an upload in flight before moving on. */
  onBusyChange?: (isBusy: boolean) => void;
}

/** The shop's logo: a preview, an upload with progress, and Remove. */
export function LogoField({ value, onChange, error, onBusyChange }: LogoFieldProps) {
  const t = useWords(shopWizardWords);
  const { input, choose } = useUploadPicker();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isUploading = progress !== null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const stored = await uploadImage(file, { onProgress: setProgress });
      onChange(stored.url);
    } catch (e) {
      setFailure(e instanceof UploadError ? e.message : errorMessage(e));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const message = failure ?? error;
  return (
    <Box role="group" aria-labelledby="shop-logo-label">
      <Typography id="shop-logo-label" variant="subtitle2" sx={{ mb: 1 }}>
        {t('logoOptional')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          src={value ?? undefined}
          alt={value ? t('shopLogo') : undefined}
          variant="rounded"
          sx={{ width: 88, height: 88, bgcolor: 'action.selected', color: 'text.secondary' }}
        >
          <StorefrontOutlined fontSize="large" />
        </Avatar>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadOutlined />}
            onClick={choose}
            disabled={isUploading}
          >
            {value ? t('changeLogo') : t('uploadLogo')}
          </Button>
          {value && (
            <Button
              color="inherit"
              startIcon={<DeleteOutlined />}
              onClick={() => onChange(null)}
              disabled={isUploading}
            >
              {t('remove')}
            </Button>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          accept={UPLOAD_MIME_TYPES.join(',')}
          aria-label={t('logoFile')}
          data-testid="shop-logo-input"
          onChange={(e) => void pick(e)}
        />
      </Box>
      {isUploading && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('uploadingLogo')}
          sx={{ mt: 1.5, maxWidth: 320 }}
        />
      )}
      <FormHelperText error={Boolean(message)}>{message ?? t('logoHint')}</FormHelperText>
    </Box>
  );
}
