import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Link as RouterLink } from 'react-router';
import type { Locale, TModerationItem, TPostStatus } from '@dawa/contract';
import { listingPath } from '../../../components/listing/listing-card.tsx';
import { ListingRow, type RowBadge } from '../../../components/listing/listing-row.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords, type T } from '../../../i18n/words.ts';
import { formatDate } from '../../../lib/format.ts';
import type moderationEn from '../i18n/en.ts';
import { moderationWords } from '../i18n/index.ts';

export interface ModerationActions {
  onApprove: (item: TModerationItem) => void;
  onReject: (item: TModerationItem) => void;
  onRemove: (item: TModerationItem) => void;
  /** The reports were unfounded: settle them and leave the listing as it is. */
  onDismissReports: (item: TModerationItem) => void;
}

/** Each review state's and listing status's words (i18n/). */
const COMPLIANCE_LABEL = {
  PENDING: 'awaitingReview',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const;
const STATUS_LABEL = {
  DRAFT: 'statusDraft',
  ACTIVE: 'statusActive',
  SOLD: 'statusSold',
  EXPIRED: 'statusExpired',
  REMOVED: 'statusRemoved',
} as const satisfies Record<TPostStatus, keyof typeof moderationEn>;
const COMPLIANCE_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** What a moderator reads on a row: the review state, the reports, and any status but active. */
function moderationBadges(item: TModerationItem, t: T<typeof moderationEn>): RowBadge[] {
  const badges: RowBadge[] = [
    {
      label: t(COMPLIANCE_LABEL[item.compliance_status]),
      color: COMPLIANCE_COLOR[item.compliance_status],
    },
  ];
  if (item.reports > 0)
    badges.push({
      label: t('reports', { count: item.reports }),
      color: 'error',
      icon: <FlagOutlined />,
    });
  // Not on sale now (a draft waiting to be published, sold, removed): said as a word, not a code.
  if (item.status !== 'ACTIVE') badges.push({ label: t(STATUS_LABEL[item.status]) });
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
  const t = useWords(moderationWords);
  const locale = useLocale();
  const isRemoved = item.status === 'REMOVED';
  const hasReports = item.reports > 0 && !isRemoved;
  return (
    <ListingRow
      post={item}
      subtitle={`${item.categoryName} › ${item.subCategoryName}`}
      details={t('submitted', {
        seller: item.sellerName,
        date: formatDate(item.createdAt, locale),
      })}
      badges={moderationBadges(item, t)}
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
              aria-label={t('approveName', { title: item.title })}
            >
              {t('approve')}
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
              aria-label={t('rejectName', { title: item.title })}
            >
              {t('reject')}
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
              aria-label={t('dismissReportsOn', { title: item.title })}
            >
              {t('dismissReports')}
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
              aria-label={t('removeName', { title: item.title })}
            >
              {t('remove')}
            </Button>
          )}
          <Button
            size="small"
            component={RouterLink}
            to={listingPath(item.id)}
            startIcon={<OpenInNewOutlined />}
            aria-label={t('openName', { title: item.title })}
          >
            {t('open')}
          </Button>
        </>
      }
    >
      {item.compliance_status === 'REJECTED' && item.rejection_reason && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('reason')}{' '}
          </Box>
          {item.rejection_reason}
        </Typography>
      )}
      {hasReports && <OpenReports item={item} t={t} locale={locale} />}
    </ListingRow>
  );
}

/** What buyers said, newest first (the latest few; the badge counts them all). */
function OpenReports({
  item,
  t,
  locale,
}: {
  item: TModerationItem;
  t: T<typeof moderationEn>;
  locale: Locale;
}) {
  const more = item.reports - item.openReports.length;
  return (
    <Box
      component="ul"
      aria-label={t('reportsOn', { title: item.title })}
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
              {formatDate(report.createdAt, locale)}
            </Typography>
          </span>
        </Typography>
      ))}
      {more > 0 && (
        <Typography component="li" variant="caption" color="textSecondary">
          {t('earlierReports', { count: more })}
        </Typography>
      )}
    </Box>
  );
}
