import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatNumber, type TListingPerformanceRow } from '@dawa/contract';
import type { Column } from '../../../components/data-table/data-table.tsx';
import type { T } from '../../../i18n/words.ts';
import type reportsEn from '../i18n/en.ts';

/** The measures of the report, in the order the cards, the chart and the columns show them. */
export const MEASURES = ['views', 'saves', 'chats', 'offers'] as const;
export type Measure = (typeof MEASURES)[number];

/** What the table can be ordered by (the address's `?sort=`, useSortParam). */
export const SORT_KEYS = ['title', ...MEASURES] as const;

/** The report's columns (DataTable): the listing, then one figure per measure. */
export function performanceColumns(t: T<typeof reportsEn>): Column<TListingPerformanceRow>[] {
  return [
    {
      key: 'title',
      sortKey: 'title',
      header: t('listing'),
      card: 'title',
      maxWidth: 420,
      cell: (row) => (
        <Link
          component={RouterLink}
          to={`/listing/${row.post_id}`}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {row.title}
        </Link>
      ),
    },
    ...MEASURES.map((measure): Column<TListingPerformanceRow> => ({
      key: measure,
      sortKey: measure,
      header: t(measure),
      // On a phone's card the four figures share one wrapping row.
      card: 'chips',
      align: 'right',
      nowrap: true,
      cell: (row) => formatNumber(row[measure]),
      cardCell: (row) => (
        <Typography variant="body2" color="textSecondary" component="span">
          {t(measure)}:{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {formatNumber(row[measure])}
          </Box>
        </Typography>
      ),
    })),
  ];
}

/** The rows in the chosen order (the server's is most viewed first; a tie keeps it). */
export function sortRows(
  rows: readonly TListingPerformanceRow[],
  key: string,
  direction: 'asc' | 'desc',
): TListingPerformanceRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'title') return sign * a.title.localeCompare(b.title);
    const measure = key as Measure;
    return sign * (a[measure] - b[measure]);
  });
}
