import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { TPostMedia } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { listingPageWords } from '../i18n/index.ts';

/** Primary image first, then the others in the seller's order. */
export const galleryOrder = (medias: readonly TPostMedia[]): TPostMedia[] => {
  const primary = medias.find((m) => m.isPrimary);
  return primary ? [primary, ...medias.filter((m) => m !== primary)] : [...medias];
};

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * The listing's photos: a large 4:3 view (whole image, never cropped), a strip of thumbnails,
 * and Left/Right arrow keys (or the buttons) to move between them.
 */
export function Gallery({ medias, title }: { medias: readonly TPostMedia[]; title: string }) {
  const images = galleryOrder(medias);
  const t = useWords(listingPageWords);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  if (!current)
    return (
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: '12px',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        <ImageOutlined aria-label={t('noPhoto')} sx={{ fontSize: 48 }} />
      </Box>
    );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('photosOf', { title })}
      onKeyDown={onKeyDown}
    >
      <Box
        tabIndex={count > 1 ? 0 : -1}
        aria-live="polite"
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: '12px',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          key={current.id}
          src={current.displayUrl}
          alt={count > 1 ? `${title}, photo ${index + 1} of ${count}` : title}
          // The page's largest paint: fetched first, drawn as soon as it is decoded.
          fetchPriority="high"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
          }}
        />
        {count > 1 && (
          <>
            <IconButton
              aria-label={t('previousPhoto')}
              onClick={() => go(index - 1)}
              sx={{ ...navButtonSx, left: 8 }}
            >
              <ChevronLeftOutlined />
            </IconButton>
            <IconButton
              aria-label={t('nextPhoto')}
              onClick={() => go(index + 1)}
              sx={{ ...navButtonSx, right: 8 }}
            >
              <ChevronRightOutlined />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box
          role="group"
          aria-label={t('choosePhoto')}
          sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((media, i) => (
            <ButtonBase
              key={media.id}
              onClick={() => setIndex(i)}
              aria-label={t('photoNumber', { number: String(i + 1) })}
              aria-current={i === index}
              sx={{
                flexShrink: 0,
                width: 72,
                aspectRatio: '4 / 3',
                borderRadius: '8px',
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                opacity: i === index ? 1 : 0.75,
                '&:hover': { opacity: 1 },
              }}
            >
              <Box
                component="img"
                src={media.thumbnailUrl}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
