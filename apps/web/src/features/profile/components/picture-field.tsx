import { useRef, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { UPLOAD_MIME_TYPES } from '@dawa/contract';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { initials } from '../../../lib/format.ts';
import { UploadError, uploadImage } from '../../../lib/uploads.ts';
import { useWords } from '../../../i18n/words.ts';
import { profileWords } from '../i18n/index.ts';

/**
 * My profile picture, chosen only by uploading it (issue 12: a picture is one of my own uploads,
 * never any address typed in): a preview, the upload with its progress, Remove, and the server's
 * or the upload's message under it.
 */
export function PictureField<T extends FieldValues>({
  control,
  name,
  fullName,
  onBusyChange,
}: {
  control: Control<T>;
  name: Path<T>;
  fullName: string;
  /** Lets the form wait for an upload in flight before saving. */
  onBusyChange?: (isBusy: boolean) => void;
}) {
  const t = useWords(profileWords);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isUploading = progress !== null;

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const pick = async (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setFailure(null);
          setProgress(0);
          onBusyChange?.(true);
          try {
            const stored = await uploadImage(file, { onProgress: setProgress });
            field.onChange(stored.url);
          } catch (e) {
            setFailure(e instanceof UploadError ? e.message : errorMessage(e));
          } finally {
            setProgress(null);
            onBusyChange?.(false);
          }
        };
        const value = typeof field.value === 'string' && field.value ? field.value : undefined;
        const message = failure ?? fieldState.error?.message;
        return (
          <Box role="group" aria-labelledby="profile-picture-label">
            <Typography id="profile-picture-label" variant="subtitle2" sx={{ mb: 1 }}>
              {t('pictureLabel')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Avatar
                src={value}
                alt={value ? t('yourPicture') : undefined}
                sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.4rem' }}
              >
                {initials(fullName)}
              </Avatar>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  startIcon={<UploadOutlined />}
                  onClick={() => input.current?.click()}
                  disabled={isUploading}
                  ref={field.ref}
                >
                  {value ? t('uploadNewPicture') : t('uploadPicture')}
                </Button>
                {value && (
                  <Button
                    color="inherit"
                    startIcon={<DeleteOutlined />}
                    onClick={() => field.onChange(null)}
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
                aria-label={t('pictureFile')}
                data-testid="profile-picture-input"
                onChange={(e) => void pick(e)}
              />
            </Box>
            {isUploading && (
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('uploadingPicture')}
                sx={{ mt: 1.5, maxWidth: 320 }}
              />
            )}
            <FormHelperText error={Boolean(message)}>{message ?? t('pictureHelp')}</FormHelperText>
          </Box>
        );
      }}
    />
  );
}
