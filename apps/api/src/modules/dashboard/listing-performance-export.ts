import type {
  TExportFormat,
  TListingPerformanceCounts,
  TListingPerformanceResponse,
} from '@dawa/contract';
import {
  prepareExport,
  type ExportColumn,
  type PreparedExport,
} from '../../platform/export/index.ts';

// The listing-performance report as a file (docs/reports.md): exactly the rows of the JSON answer
// for the same period, in its order, then a totals row with the server's totals. Headers are in
// English: the export block writes one language for now, and its PDF cannot draw Ethiopic yet
// (docs/exports.md "Characters in the PDF").

/** One line of the file: a listing, or the totals (no id, "Total" as its title). */
interface ReportLine extends TListingPerformanceCounts {
  /** Its place in the file, the keyset the export's pages continue from. */
  index: number;
  post_id: string | null;
  title: string;
}

export const LISTING_PERFORMANCE_TOTAL = 'Total';

export const LISTING_PERFORMANCE_COLUMNS: readonly ExportColumn<ReportLine>[] = [
  { key: 'title', header: 'Listing', type: 'text', value: (l) => l.title, width: 40 },
  { key: 'views', header: 'Views', type: 'number', value: (l) => l.views },
  { key: 'saves', header: 'Saves', type: 'number', value: (l) => l.saves },
  { key: 'chats', header: 'Chats', type: 'number', value: (l) => l.chats },
  { key: 'offers', header: 'Offers', type: 'number', value: (l) => l.offers },
  // For tools that join the file to other data; a printed page has no use for it.
  {
    key: 'post_id',
    header: 'Listing id',
    type: 'text',
    value: (l) => l.post_id,
    width: 38,
    only: ['csv', 'xlsx'],
  },
];

/** The lines of the file: the answer's rows as they are, then the totals. */
export function reportLines(answer: TListingPerformanceResponse): ReportLine[] {
  return [
    ...answer.docs.map((row, index) => ({ ...row, index })),
    {
      index: answer.docs.length,
      post_id: null,
      title: LISTING_PERFORMANCE_TOTAL,
      ...answer.totals,
    },
  ];
}

/**
 * The file of a report already read: its rows are in memory (one per listing of the seller), so
 * the pages are slices of them and nothing is read from the database while it streams.
 */
export function exportListingPerformance(
  answer: TListingPerformanceResponse,
  format: TExportFormat,
): Promise<PreparedExport> {
  const lines = reportLines(answer);
  return prepareExport<ReportLine>({
    format,
    title: 'Listing performance',
    filename: 'listing-performance',
    filenameStamp: `${answer.from}-to-${answer.to}`,
    columns: LISTING_PERFORMANCE_COLUMNS,
    description: `${answer.from} to ${answer.to} (Addis Ababa days)`,
    narrow: 'choose a shorter period',
    source: {
      count: () => Promise.resolve(lines.length),
      page: (after, limit) => {
        const start = after === undefined ? 0 : after.index + 1;
        return Promise.resolve(lines.slice(start, start + limit));
      },
    },
  });
}
