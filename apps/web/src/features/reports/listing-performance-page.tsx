import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { TListingPerformanceDay } from '@dawa/contract';
import { DataTable, type SortState } from '../../components/data-table/data-table.tsx';
import { useSortParam } from '../../components/data-table/use-sort-param.ts';
import { EmptyState } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { DailyChart, type ChartSeries } from '../../components/report/daily-chart.tsx';
import { PeriodFilter } from '../../components/report/period-filter.tsx';
import { ReportExport } from '../../components/report/report-export.tsx';
import { ReportTotals } from '../../components/report/report-totals.tsx';
import { useReportPeriod } from '../../components/report/use-report-period.ts';
import { useWords } from '../../i18n/words.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import {
  downloadListingPerformance,
  listingPerformanceQuery,
  type ReportOwner,
} from './api/listing-performance-api.ts';
import {
  MEASURES,
  performanceColumns,
  SORT_KEYS,
  sortRows,
} from './components/performance-columns.tsx';
import { reportsWords } from './i18n/index.ts';

const MOST_VIEWED: SortState = { key: 'views', direction: 'desc' };

const COLOURS = {
  views: 'primary',
  saves: 'secondary',
  chats: 'info',
  offers: 'success',
} as const;

/**
 * /report/listing-performance (issue 32, docs/reports.md): views, saves, chats and offers of the
 * seller's listings (the organisation chosen, else the person's own) for a period kept in the
 * address, built from the report kit (components/report): the period, the server's totals, the
 * chart of each day, the table, and the downloads of exactly that period.
 */
export function Component() {
  const t = useWords(reportsWords);
  const owner: ReportOwner = {
    tenantId: useTenantStore((s) => s.tenantOrgId),
    userId: useAuthStore((s) => s.userInfo?.id ?? ''),
  };
  const { period, problem, today, setPeriod } = useReportPeriod();
  const { sort, setSort } = useSortParam(SORT_KEYS, MOST_VIEWED);
  const report = useQuery(listingPerformanceQuery(owner, period));
  const data = report.isError ? undefined : report.data;
  const hasListings = data !== undefined && data.docs.length > 0;

  const series: ChartSeries<TListingPerformanceDay>[] = MEASURES.map((measure) => ({
    key: measure,
    label: t(measure),
    value: (day) => day[measure],
    colour: COLOURS[measure],
  }));

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('title') }]}
        action={
          <ReportExport
            disabled={!hasListings}
            onExport={(format) => downloadListingPerformance(owner, period, format)}
          />
        }
      />
      <Typography color="textSecondary" sx={{ mb: 2.5, maxWidth: 720 }}>
        {t('intro')}
      </Typography>
      <PeriodFilter period={period} today={today} problem={problem} onChange={setPeriod} />
      {/* An error or no listings at all: the table says so; the figures would only be zeros. */}
      {(report.isPending || hasListings) && (
        <>
          <ReportTotals
            count={MEASURES.length}
            totals={data && MEASURES.map((m) => ({ key: m, label: t(m), value: data.totals[m] }))}
          />
          <DailyChart days={data?.days} series={series} />
        </>
      )}
      <DataTable
        label={t('table')}
        loadingLabel={t('loading')}
        columns={performanceColumns(t)}
        rows={data && sortRows(data.docs, sort.key, sort.direction)}
        rowKey={(row) => row.post_id}
        query={report}
        sort={sort}
        onSort={setSort}
        empty={
          <EmptyState
            icon={<InsightsOutlined />}
            title={t('emptyTitle')}
            action={
              <Button component={RouterLink} to="/post/step-1-media-upload" variant="contained">
                {t('post')}
              </Button>
            }
          >
            {t('emptyBody')}
          </EmptyState>
        }
      />
    </>
  );
}
