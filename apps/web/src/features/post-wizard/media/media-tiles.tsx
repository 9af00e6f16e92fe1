import { useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import { useWords } from '../../../i18n/words.ts';
import type { PostDraftMedia } from '../../../stores/post-add-journey-store.ts';
import { postWizardWords } from '../i18n/index.ts';
import type { QueueItem } from './upload-queue.ts';

/** What a dragged photo carries: its index (files dragged in from outside carry `Files`). */
const DRAG_TYPE = 'application/x-dawa-photo';

export const TILE_GRID_SX = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

function TileFrame({
  image,
  alt,
  children,
  overlay,
  highlighted,
  ...drag
}: {
  image: string;
  alt: string;
  children: ReactNode;
  overlay?: ReactNode;
  highlighted?: boolean;
  draggable?: boolean;
  onDragStart?: (e: DragEvent) => void;
  onDragOver?: (e: DragEvent) => void;
  onDrop?: (e: DragEvent) => void;
  onDragEnd?: () => void;
}) {
  return (
    <Box
      component="li"
      {...drag}
      sx={{
        minWidth: 0,
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: (t) => (highlighted ? `inset 0 0 0 1px ${t.vars.palette.primary.main}` : 'none'),
        borderRadius: 2.5,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        cursor: drag.draggable ? 'grab' : 'default',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={image}
          alt={alt}
          loading="lazy"
          draggable={false}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {overlay}
      </Box>
      {children}
    </Box>
  );
}

interface StoredTileProps {
  media: PostDraftMedia;
  index: number;
  count: number;
  onPrimary: () => void;
  onMove: (to: number) => void;
  /** Another photo was dropped on this one: it takes this place. */
  onMoveFrom: (from: number) => void;
  onRemove: () => void;
}

/** A stored photo: star it as the primary one, move it left or right (or drag it), remove it. */
export function StoredTile({
  media,
  index,
  count,
  onPrimary,
  onMove,
  onMoveFrom,
  onRemove,
}: StoredTileProps) {
  const t = useWords(postWizardWords);
  const [isOver, setOver] = useState(false);
  const number = index + 1;
  const label = t('photoLabel', { number });
  const isPrimary = media.isPrimary === true;
  return (
    <TileFrame
      image={media.thumbnailUrl ?? media.url}
      alt={media.name ? t('photoNamed', { number, name: media.name }) : label}
      highlighted={isPrimary || isOver}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData(DRAG_TYPE, String(index));
      }}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDrop={(e) => {
        setOver(false);
        const from = Number(e.dataTransfer.getData(DRAG_TYPE));
        if (!e.dataTransfer.types.includes(DRAG_TYPE) || !Number.isInteger(from)) return;
        e.preventDefault();
        e.stopPropagation();
        onMoveFrom(from);
      }}
      onDragEnd={() => setOver(false)}
      overlay={
        isPrimary && (
          <Chip
            label={t('primary')}
            size="small"
            color="primary"
            icon={<StarOutlined />}
            sx={{ position: 'absolute', top: 6, left: 6 }}
          />
        )
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, py: 0.25 }}>
        <Tooltip title={isPrimary ? t('primaryPhoto') : t('makePrimary')}>
          <IconButton
            size="small"
            onClick={onPrimary}
            aria-pressed={isPrimary}
            aria-label={t('makePhotoPrimary', { number })}
            color={isPrimary ? 'secondary' : 'default'}
          >
            {isPrimary ? (
              <StarOutlined fontSize="small" />
            ) : (
              <StarBorderOutlined fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <IconButton
          size="small"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={t('movePhotoLeft', { number })}
        >
          <ChevronLeftOutlined fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={t('movePhotoRight', { number })}
        >
          <ChevronRightOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onRemove} aria-label={t('removePhoto', { number })}>
          <DeleteOutlineOutlined fontSize="small" />
        </IconButton>
      </Box>
    </TileFrame>
  );
}

/** A photo being sent: its progress, or why it failed with Retry and Remove. */
export function PendingTile({
  item,
  onRetry,
  onRemove,
}: {
  item: QueueItem;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const t = useWords(postWizardWords);
  const name = item.file.name || t('unnamedPhoto');
  const percent = Math.round(item.progress * 100);
  const isFailed = item.status === 'error';
  return (
    <TileFrame
      image={item.previewUrl}
      alt={t('uploadingPhoto', { name })}
      overlay={
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: isFailed ? 'rgba(0,0,0,0.55)' : 'rgba(0,0,0,0.35)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
          }}
        >
          {isFailed && <ErrorOutlineOutlined aria-hidden fontSize="large" />}
        </Box>
      }
    >
      <Box sx={{ px: 1, py: 0.75 }}>
        <Typography variant="caption" component="p" noWrap title={name} sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {isFailed ? (
          <>
            <Typography variant="caption" component="p" color="error" role="alert">
              {item.error}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
              <Button size="small" startIcon={<ReplayOutlined />} onClick={onRetry}>
                {t('retry')}
              </Button>
              <Button size="small" color="inherit" onClick={onRemove}>
                {t('remove')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <LinearProgress
              variant={item.status === 'preparing' ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={t('uploadOf', { name })}
              sx={{ my: 0.75, borderRadius: 1 }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="caption" color="textSecondary">
                {item.status === 'preparing' ? t('preparing') : `${String(percent)}%`}
              </Typography>
              <Button size="small" color="inherit" onClick={onRemove} sx={{ minWidth: 0 }}>
                {t('cancel')}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </TileFrame>
  );
}
