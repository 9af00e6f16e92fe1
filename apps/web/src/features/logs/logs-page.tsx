import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  can,
  EXPORT_FORMATS,
  formatNumber,
  type TAuditEntry,
  type TExportFormat,
} from '@dawa/contract';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { LoadMore } from '../../components/list/load-more.tsx';
import { ChoosePharmacyFirst } from '../../components/page/choose-pharmacy-first.tsx';
import { NotAllowed } from '../../components/page/not-allowed.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useMe } from '../../lib/me.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { useCurrentPharmacy } from '../../lib/pharmacy.ts';
import { formatListTotal } from '../../lib/use-keyset-list.ts';
import { downloadLogs, useLogPeople, useLogs, type LogKind } from './api/logs-api.ts';
import { LogDetailDialog } from './components/log-detail-dialog.tsx';
import { logColumns } from './components/log-columns.tsx';
import { LogFilters } from './components/log-filters.tsx';
import { logWords } from './i18n/index.ts';
import { useLogFilter } from './use-log-filter.ts';

/**
 * /logs (issue 12): the chosen pharmacy's audit log for its owners and administrators, and the
 * platform's events for platform administrators (a tab each when someone is both). Filters live
 * in the URL; the export is exactly what the filter shows.
 */
export function Component() {
  const me = useMe();
  const current = useCurrentPharmacy();
  const isAdmin = me.data?.isPlatformAdmin === true;
  const canPharmacy = current.tenantId !== '' && can(current.data?.role, 'logs.view');
  const logFilter = useLogFilter(canPharmacy || !isAdmin ? 'pharmacy' : 'platform');
  const { kind, setKind } = logFilter;
  const shown: LogKind | null =
    kind === 'platform'
      ? isAdmin
        ? 'platform'
        : canPharmacy
          ? 'pharmacy'
          : null
      : canPharmacy
        ? 'pharmacy'
        : isAdmin
          ? 'platform'
          : null;
  const t = useWords(logWords);
  const [exporting, setExporting] = useState<TExportFormat | null>(null);

  const exportAs = async (which: LogKind, format: TExportFormat) => {
    setExporting(format);
    try {
      await downloadLogs(which, current.tenantId, logFilter.requested, format);
    } catch (error) {
      notify.error(t('exportFailed'), {
        description: error instanceof ApiError ? error.message : t('tryAgain'),
      });
    } finally {
      setExporting(null);
    }
  };

  const isLoading = me.isPending || (current.tenantId !== '' && current.isPending);
  let body;
  if (isLoading) body = <ListSkeleton label={t('loadingLog')} />;
  else if (me.isError) body = <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  else if (current.isError && !isAdmin)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else if (shown === null && current.tenantId === '')
    body = <ChoosePharmacyFirst what={t('whatChoosePharmacy')} />;
  else if (shown === null)
    body = (
      <NotAllowed>
        {t('notAllowed', { pharmacy: current.data?.name ?? t('thisPharmacy') })}
      </NotAllowed>
    );
  else
    body = (
      <>
        {canPharmacy && isAdmin && (
          <Tabs
            value={shown}
            onChange={(_, next: LogKind) => setKind(next)}
            aria-label={t('whichLog')}
            sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab
              value="pharmacy"
              label={current.data?.name ?? t('pharmacyTab')}
              id="logs-tab-pharmacy"
            />
            <Tab value="platform" label={t('platformTab')} id="logs-tab-platform" />
          </Tabs>
        )}
        <Box
          role={canPharmacy && isAdmin ? 'tabpanel' : undefined}
          aria-labelledby={`logs-tab-${shown}`}
        >
          <LogView kind={shown} tenantId={current.tenantId} logFilter={logFilter} />
        </Box>
      </>
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('crumbDashboard'), to: '/dashboard' }, { label: t('title') }]}
        action={
          shown !== null && (
            // One download per format, of exactly the filter shown (docs/exports.md).
            <ButtonGroup variant="outlined" aria-label={t('exportGroup')}>
              {EXPORT_FORMATS.map((format, i) => (
                <Button
                  key={format}
                  startIcon={i === 0 ? <FileDownloadOutlined /> : undefined}
                  disabled={exporting !== null}
                  aria-label={t('exportAs', { format: t(format) })}
                  onClick={() => void exportAs(shown, format)}
                >
                  {exporting === format ? t('exporting') : t(format)}
                </Button>
              ))}
            </ButtonGroup>
          )
        }
      />
      {body}
    </>
  );
}

/** One log: its filters, its entries on the data table, the next page, an entry's details. */
function LogView({
  kind,
  tenantId,
  logFilter,
}: {
  kind: LogKind;
  tenantId: string;
  logFilter: ReturnType<typeof useLogFilter>;
}) {
  const t = useWords(logWords);
  const locale = useLocale();
  const { filter, requested, isRangeBad, sort, setSort, setFilter, clear, isFiltered } = logFilter;
  const logs = useLogs(kind, tenantId, requested, sort);
  const people = useLogPeople(tenantId, kind === 'pharmacy');
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const peopleList =
    kind === 'pharmacy'
      ? (people.data?.docs.map((m) => ({ id: m.user.id, fullName: m.user.fullName })) ?? [])
      : null;
  const isNewestFirst = sort.direction === 'desc';
  const shown = logs.rows?.length ?? 0;

  return (
    <>
      <LogFilters
        filter={filter}
        people={peopleList}
        onChange={setFilter}
        onClear={clear}
        isFiltered={isFiltered}
        isRangeBad={isRangeBad}
      />
      {shown > 0 && !logs.pages.isError && (
        <Typography color="textSecondary" sx={{ mb: 1.5 }} aria-live="polite">
          {t(isNewestFirst ? 'shownNewestFirst' : 'shownOldestFirst', {
            shown: formatNumber(shown),
            total: formatListTotal(logs.total, logs.isTotalCapped),
          })}
        </Typography>
      )}
      <DataTable
        label={t('entries')}
        loadingLabel={t('loadingEntries')}
        columns={logColumns(t, locale)}
        rows={logs.rows}
        rowKey={(entry) => entry.id}
        query={logs.pages}
        sort={sort}
        onSort={setSort}
        onRowOpen={setOpen}
        empty={
          <EmptyState
            icon={<HistoryOutlined />}
            title={isFiltered ? t('emptyFilteredTitle') : t('emptyTitle')}
            action={isFiltered ? <Button onClick={clear}>{t('clearFilters')}</Button> : undefined}
          >
            {kind === 'pharmacy' ? t('emptyPharmacy') : t('emptyPlatform')}
          </EmptyState>
        }
      />
      {!logs.pages.isError && (
        <LoadMore
          query={logs.pages}
          label={isNewestFirst ? t('showOlder') : t('showNewer')}
          loadingLabel={t('loadingMore')}
        />
      )}
      <LogDetailDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
