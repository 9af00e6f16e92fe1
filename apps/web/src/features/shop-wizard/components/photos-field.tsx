import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import { POST_LIMITS, UPLOAD_MIME_TYPES } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { UploadError, uploadImage } from '../../../lib/uploads.ts';
import type { DraftPhoto } from '../shop-wizard-store.ts';
import { useUploadPicker } from './use-upload-picker.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

interface PhotosFieldProps {
  value: DraftPhoto[];
  onChange: (photos: DraftPhoto[]) => void;
  error?: string | undefined;
  onBusyChange?: (isBusy: boolean) => void;
}

interface Pending {
  id: number;
  name: string;
  progress: number;
}

/**
 * The product's photos: added one file after another with a progress bar each, shown as tiles;
 * the first is the primary (the card's image) and any other can be made primary.
 */
export function PhotosField({ value, onChange, error, onBusyChange }: PhotosFieldProps) {
  const t = useWords(shopWizardWords);
  const { input, choose } = useUploadPicker();
  const latest = useRef(value);
  // The loop below adds photo after photo; it must build on the newest list, not the first.
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const room = POST_LIMITS.mediasMax - value.length - pending.length;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    if (files.length === 0) return;
    setFailures([]);
    const queued = files.map((file, i) => ({ id: Date.now() + i, name: file.name, progress: 0 }));
    setPending((p) => [...p, ...queued]);
    onBusyChange?.(true);
    for (const [i, file] of files.entries()) {
      const id = queued[i]?.id;
      const setProgress = (progress: number) =>
        setPending((p) => p.map((x) => (x.id === id ? { ...x, progress } : x)));
      try {
        const stored = await uploadImage(file, { onProgress: setProgress });
        latest.current = [...latest.current, stored];
        onChange(latest.current);
      } catch (e) {
        const reason = e instanceof UploadError ? e.message : errorMessage(e);
        setFailures((f) => [...f, `${file.name}: ${reason}`]);
      } finally {
        setPending((p) => p.filter((x) => x.id !== id));
      }
    }
    onBusyChange?.(false);
  };

  const remove = (url: string) => onChange(value.filter((p) => p.url !== url));
  const makePrimary = (url: string) => {
    const photo = value.find((p) => p.url === url);
    if (photo) onChange([photo, ...value.filter((p) => p.url !== url)]);
  };

  return (
    <Box role="group" aria-labelledby="product-photos-label">
      <Typography id="product-photos-label" variant="subtitle2" sx={{ mb: 1 }}>
        {t('photos')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {value.map((photo, i) => (
          <Box
            key={photo.url}
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: i === 0 ? 'primary.main' : 'divider',
              bgcolor: 'action.hover',
            }}
          >
            <Box
              component="img"
              src={photo.thumbnailUrl || photo.url}
              alt={t(i === 0 ? 'photoPrimary' : 'photo', { number: i + 1 })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {i === 0 ? (
              <Chip
                label={t('primary')}
                size="small"
                color="primary"
                sx={{ position: 'absolute', left: 6, bottom: 6 }}
              />
            ) : (
              <IconButton
                size="small"
                aria-label={t('makePrimary', { number: i + 1 })}
                onClick={() => makePrimary(photo.url)}
                sx={tileButton('left')}
              >
                <StarOutlineOutlined fontSize="small" />
              </IconButton>
            )}
            <IconButton
              size="small"
              aria-label={t('removePhoto', { number: i + 1 })}
              onClick={() => remove(photo.url)}
              sx={tileButton('right')}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {pending.map((p) => (
          <Box
            key={p.id}
            sx={{
              aspectRatio: '4 / 3',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 1,
              p: 1.5,
              minWidth: 0,
            }}
          >
            <Typography variant="caption" noWrap>
              {p.name}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(p.progress * 100)}
              aria-label={t('uploadingFile', { name: p.name })}
            />
          </Box>
        ))}
        {room > 0 && (
          <Button
            variant="outlined"
            onClick={choose}
            sx={{
              aspectRatio: '4 / 3',
              borderStyle: 'dashed',
              borderRadius: 2,
              flexDirection: 'column',
              gap: 0.5,
              textTransform: 'none',
            }}
          >
            <AddPhotoAlternateOutlined />
            {t('addPhotos')}
          </Button>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={UPLOAD_MIME_TYPES.join(',')}
        aria-label={t('photoFiles')}
        data-testid="product-photos-input"
        onChange={(e) => void pick(e)}
      />
      {failures.map((f) => (
        <FormHelperText key={f} error>
          {f}
        </FormHelperText>
      ))}
      <FormHelperText error={Boolean(error)}>
        {error ?? t('photosHint', { max: POST_LIMITS.mediasMax })}
      </FormHelperText>
    </Box>
  );
}

const tileButton = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: 6,
  [side]: 6,
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
});
