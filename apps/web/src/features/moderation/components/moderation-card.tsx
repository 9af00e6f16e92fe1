import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Link as RouterLink } from 'react-router';
import type { TModerationItem } from '@dawa/contract';
import { listingPath } from '../../../components/listing/listing-card.tsx';
import { formatPrice, primaryMedia } from '../../../components/listing/listing-format.ts';
import { formatDate } from '../../../lib/format.ts';

export interface ModerationActions {
  onApprove: (item: TModerationItem) => void;
  onReject: (item: TModerationItem) => void;
  onRemove: (item: TModerationItem) => void;
}

const COMPLIANCE_LABEL = { PENDING: 'Pending review', APPROVED: 'Approved', REJECTED: 'Rejected' };
const COMPLIANCE_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** One listing of a queue: what it is, who sells it, and the decisions. */
export function ModerationCard({
  item,
  busy,
  onApprove,
  onReject,
  onRemove,
}: ModerationActions & { item: TModerationItem; busy: 'approve' | 'other' | null }) {
  const media = primaryMedia(item);
  const isRemoved = item.status === 'REMOVED';
  return (
    <Card
      component="article"
      aria-label={item.title}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        // Photo and text side by side; the actions under them on phones, on the right from md.
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
      }}
    >
      <Box
        sx={{
          width: { xs: 88, sm: 128 },
          aspectRatio: '4 / 3',
          flexShrink: 0,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
          alignSelf: 'flex-start',
        }}
      >
        {media ? (
          <Box
            component="img"
            src={media.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <ImageOutlined aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={listingPath(item.id)}
          color="text.primary"
          underline="hover"
          sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.categoryName} › {item.subCategoryName}
        </Typography>
        <Typography
          sx={{ color: 'secondary.main', fontWeight: 700, mt: 0.5 }}
          className="tabular-nums"
        >
          {formatPrice(item)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.sellerName} · submitted {formatDate(item.createdAt)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            label={COMPLIANCE_LABEL[item.compliance_status]}
            color={COMPLIANCE_COLOR[item.compliance_status]}
          />
          {item.reports > 0 && (
            <Chip
              size="small"
              variant="outlined"
              color="error"
              icon={<FlagOutlined />}
              label={item.reports === 1 ? '1 report' : `${String(item.reports)} reports`}
            />
          )}
          {item.status !== 'ACTIVE' && (
            <Chip size="small" variant="outlined" label={item.status.toLowerCase()} />
          )}
        </Box>
        {item.compliance_status === 'REJECTED' && item.rejection_reason && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Reason:{' '}
            </Box>
            {item.rejection_reason}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          alignContent: 'flex-start',
          gridColumn: { xs: '1 / -1', md: 'auto' },
          flexDirection: { md: 'column' },
          alignItems: { xs: 'flex-start', md: 'stretch' },
          width: { md: 148 },
        }}
      >
        {item.compliance_status !== 'APPROVED' && !isRemoved && (
          <Button
            variant="contained"
            size="small"
            startIcon={<CheckOutlined />}
            onClick={() => onApprove(item)}
            loading={busy === 'approve'}
            disabled={busy !== null}
            aria-label={`Approve ${item.title}`}
          >
            Approve
          </Button>
        )}
        {item.compliance_status !== 'REJECTED' && !isRemoved && (
          <Button
            variant="outlined"
            size="small"
            color="warning"
            startIcon={<CloseOutlined />}
            onClick={() => onReject(item)}
            disabled={busy !== null}
            aria-label={`Reject ${item.title}`}
          >
            Reject
          </Button>
        )}
        {!isRemoved && (
          <Button
            variant="outlined"
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onRemove(item)}
            disabled={busy !== null}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Button>
        )}
        <Button
          size="small"
          component={RouterLink}
          to={listingPath(item.id)}
          startIcon={<OpenInNewOutlined />}
          aria-label={`Open ${item.title}`}
        >
          Open
        </Button>
      </Box>
    </Card>
  );
}
