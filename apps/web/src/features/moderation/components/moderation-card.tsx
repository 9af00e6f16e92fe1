import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Link as RouterLink } from 'react-router';
import type { TModerationItem } from '@dawa/contract';
import { listingPath } from '../../../components/listing/listing-card.tsx';
import { ListingRow, type RowBadge } from '../../../components/listing/listing-row.tsx';
import { formatDate } from '../../../lib/format.ts';

export interface ModerationActions {
  onApprove: (item: TModerationItem) => void;
  onReject: (item: TModerationItem) => void;
  onRemove: (item: TModerationItem) => void;
  /** The reports were unfounded: settle them and leave the listing as it is. */
  onDismissReports: (item: TModerationItem) => void;
}

const COMPLIANCE_LABEL = { PENDING: 'Awaiting review', APPROVED: 'Approved', REJECTED: 'Rejected' };
const COMPLIANCE_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** What a moderator reads on a row: the review state, the reports, and any status but active. */
function moderationBadges(item: TModerationItem): RowBadge[] {
  const badges: RowBadge[] = [
    {
      label: COMPLIANCE_LABEL[item.compliance_status],
      color: COMPLIANCE_COLOR[item.compliance_status],
    },
  ];
  if (item.reports > 0)
    badges.push({
      label: item.reports === 1 ? '1 report' : `${String(item.reports)} reports`,
      color: 'error',
      icon: <FlagOutlined />,
    });
  // Not on sale now (a draft waiting to be published, sold, removed): said as a word, not a code.
  if (item.status !== 'ACTIVE')
    badges.push({ label: item.status.charAt(0) + item.status.slice(1).toLowerCase() });
  return badges;
}

/** One listing of a queue: what it is, who sells it, and the decisions. */
export function ModerationCard({
  item,
  busy,
  onApprove,
  onReject,
  onRemove,
  onDismissReports,
}: ModerationActions & {
  item: TModerationItem;
  busy: 'approve' | 'dismiss' | 'other' | null;
}) {
  const isRemoved = item.status === 'REMOVED';
  const hasReports = item.reports > 0 && !isRemoved;
  return (
    <ListingRow
      post={item}
      subtitle={`${item.categoryName} › ${item.subCategoryName}`}
      details={`${item.sellerName} · submitted ${formatDate(item.createdAt)}`}
      badges={moderationBadges(item)}
      actions={
        <>
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
          {hasReports && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<FlagOutlined />}
              onClick={() => onDismissReports(item)}
              loading={busy === 'dismiss'}
              disabled={busy !== null}
              aria-label={`Dismiss the reports on ${item.title}`}
            >
              Dismiss reports
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
        </>
      }
    >
      {item.compliance_status === 'REJECTED' && item.rejection_reason && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Reason:{' '}
          </Box>
          {item.rejection_reason}
        </Typography>
      )}
      {hasReports && <OpenReports item={item} />}
    </ListingRow>
  );
}

/** What buyers said, newest first (the latest few; the badge counts them all). */
function OpenReports({ item }: { item: TModerationItem }) {
  const more = item.reports - item.openReports.length;
  return (
    <Box
      component="ul"
      aria-label={`Reports on ${item.title}`}
      sx={{ mt: 1, mb: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
    >
      {item.openReports.map((report, i) => (
        <Typography
          key={i}
          component="li"
          variant="body2"
          sx={{ display: 'flex', gap: 1, alignItems: 'baseline', overflowWrap: 'anywhere' }}
        >
          <FlagOutlined aria-hidden color="error" sx={{ fontSize: 16, alignSelf: 'center' }} />
          <span>
            “{report.reason}”{' '}
            <Typography component="span" variant="caption" color="textSecondary">
              {formatDate(report.createdAt)}
            </Typography>
          </span>
        </Typography>
      ))}
      {more > 0 && (
        <Typography component="li" variant="caption" color="textSecondary">
          and {more} earlier {more === 1 ? 'report' : 'reports'}
        </Typography>
      )}
    </Box>
  );
}
