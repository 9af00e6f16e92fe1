import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { EXPORT_FORMATS, type TAuditEntry, type TExportFormat } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { ChoosePharmacyFirst } from '../../components/page/choose-pharmacy-first.tsx';
import { NotAllowed } from '../../components/page/not-allowed.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useMe } from '../../lib/me.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useWords } from '../../i18n/words.ts';
import { logWords } from './i18n/index.ts';
import { useCurrentPharmacy } from '../../lib/pharmacy.ts';
import { downloadLogs, useLogPeople, useLogs, type LogKind } from './api/logs-api.ts';
import { LogDetailDialog } from './components/log-detail-dialog.tsx';
import { LogCards, LogTable } from './components/log-entries.tsx';
import { LogFilters } from './components/log-filters.tsx';
import { useLogFilter } from './use-log-filter.ts';
import { can, formatNumber } from '@dawa/contract';

const CRUMBS = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Activity log' }];

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
  const { filter, kind, setFilter, setKind, clear, isFiltered } = useLogFilter(
    canPharmacy || !isAdmin ? 'pharmacy' : 'platform',
  );
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
      await downloadLogs(which, current.tenantId, filter, format);
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
  if (isLoading) body = <ListSkeleton label="Loading the log" />;
  else if (me.isError) body = <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  else if (current.isError && !isAdmin)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else if (shown === null && current.tenantId === '')
    body = <ChoosePharmacyFirst what="the activity log" />;
  else if (shown === null)
    body = (
      <NotAllowed>
        The activity log is for the owners and administrators of{' '}
        {current.data?.name ?? 'this pharmacy'}.
      </NotAllowed>
    );
  else
    body = (
      <>
        {canPharmacy && isAdmin && (
          <Tabs
            value={shown}
            onChange={(_, next: LogKind) => setKind(next)}
            aria-label="Which log"
            sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="pharmacy" label={current.data?.name ?? 'Pharmacy'} id="logs-tab-pharmacy" />
            <Tab value="platform" label="Platform" id="logs-tab-platform" />
          </Tabs>
        )}
        <Box
          role={canPharmacy && isAdmin ? 'tabpanel' : undefined}
          aria-labelledby={`logs-tab-${shown}`}
        >
          <LogView
            kind={shown}
            tenantId={current.tenantId}
            filter={filter}
            setFilter={setFilter}
            clear={clear}
            isFiltered={isFiltered}
          />
        </Box>
      </>
    );

  return (
    <>
      <PageHeader
        title="Activity log"
        crumbs={CRUMBS}
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

function LogView({
  kind,
  tenantId,
  filter,
  setFilter,
  clear,
  isFiltered,
}: {
  kind: LogKind;
  tenantId: string;
  filter: ReturnType<typeof useLogFilter>['filter'];
  setFilter: ReturnType<typeof useLogFilter>['setFilter'];
  clear: () => void;
  isFiltered: boolean;
}) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const logs = useLogs(kind, tenantId, filter);
  const people = useLogPeople(tenantId, kind === 'pharmacy');
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const peopleList =
    kind === 'pharmacy'
      ? (people.data?.docs.map((m) => ({ id: m.user.id, fullName: m.user.fullName })) ?? [])
      : null;

  let list;
  if (logs.isPending) list = <ListSkeleton rows={5} height={48} label="Loading entries" />;
  else if (logs.isError)
    list = <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />;
  else {
    const entries = logs.data.pages.flatMap((page) => page.docs);
    const total = logs.data.pages[0]?.total ?? 0;
    if (entries.length === 0)
      list = (
        <EmptyState
          icon={<HistoryOutlined />}
          title={isFiltered ? 'Nothing matches this filter' : 'Nothing recorded yet'}
          action={isFiltered ? <Button onClick={clear}>Clear filters</Button> : undefined}
        >
          {kind === 'pharmacy'
            ? 'Invitations, role changes, removals and the listings members post for this pharmacy show here, with who, when and from where.'
            : 'Sign-ins, administrator grants, listings, moderation and category changes show here.'}
        </EmptyState>
      );
    else {
      const View = isWide ? LogTable : LogCards;
      list = (
        <>
          <Typography color="textSecondary" sx={{ mb: 1.5 }} aria-live="polite">
            {formatNumber(entries.length)} of {formatNumber(total)} entries, newest first
          </Typography>
          <View entries={entries} isStale={logs.isPlaceholderData} onOpen={setOpen} />
          {logs.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                disabled={logs.isFetchingNextPage}
                onClick={() => void logs.fetchNextPage()}
              >
                {logs.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
              </Button>
            </Box>
          )}
        </>
      );
    }
  }
  return (
    <>
      <LogFilters
        filter={filter}
        people={peopleList}
        onChange={setFilter}
        onClear={clear}
        isFiltered={isFiltered}
      />
      {list}
      <LogDetailDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
