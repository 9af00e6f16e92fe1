import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useQuery } from '@tanstack/react-query';
import type { TJobStatus } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PlatformAdminPage } from '../../components/page/platform-admin-page.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords, type T } from '../../i18n/words.ts';
import { jobWords } from './i18n/index.ts';
import { jobsQuery } from './jobs-api.ts';

type JobT = T<typeof jobWords.en>;

/**
 * /jobs (issue 32, docs/jobs.md): the background jobs for platform administrators, one card each:
 * what it does and how often, its last run, last success, last failure and when it is next due.
 * Read-only; it asks again every half minute while open.
 */
export function Component() {
  const t = useWords(jobWords);
  return (
    <PlatformAdminPage
      title={t('title')}
      crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('title') }]}
      refusal={t('refusal')}
    >
      {() => <JobList t={t} />}
    </PlatformAdminPage>
  );
}

function JobList({ t }: { t: JobT }) {
  const jobs = useQuery(jobsQuery);
  if (jobs.isPending) return <ListSkeleton rows={3} height={160} label={t('loading')} />;
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.jobs.length === 0)
    return (
      <EmptyState icon={<ScheduleOutlined />} title={t('emptyTitle')}>
        {t('emptyBody')}
      </EmptyState>
    );
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={jobs.isFetching}
          onClick={() => void jobs.refetch()}
        >
          {jobs.isFetching ? t('refreshing') : t('refresh')}
        </Button>
      </Box>
      {jobs.data.jobs.map((job) => (
        <JobCard key={job.name} job={job} fetchedAt={jobs.dataUpdatedAt} t={t} />
      ))}
    </Stack>
  );
}

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** "Every 5 seconds", "Every hour", "Every 6 hours". */
function every(ms: number, t: JobT): string {
  const [key, size] =
    ms % HOUR_MS === 0
      ? (['everyHour', HOUR_MS] as const)
      : ms % MINUTE_MS === 0
        ? (['everyMinute', MINUTE_MS] as const)
        : (['everySecond', SECOND_MS] as const);
  return t(key, { count: ms / size });
}

function scheduleText(job: TJobStatus, t: JobT): string {
  const daily = job.daily_at_utc ? t('dailyAt', { time: job.daily_at_utc }) : '';
  const where = job.scope === 'instance' ? t('onEachServer') : '';
  return `${every(job.every_ms, t)}${daily}${where}`;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function LastRun({ job, t }: { job: TJobStatus; t: JobT }) {
  const locale = useLocale();
  const run = job.last_run;
  if (!run) return <>{t('notRunYet')}</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <span>{formatDateTime(run.started_at, locale)}</span>
      {run.outcome === null ? (
        <Chip size="small" label={t('running')} color="info" variant="outlined" />
      ) : run.outcome === 'ok' ? (
        <Chip size="small" label={t('succeeded')} color="success" variant="outlined" />
      ) : (
        <Chip size="small" label={t('failed')} color="error" variant="outlined" />
      )}
      <Typography variant="body2" component="span" color="textSecondary">
        {run.items === null ? '' : `${t('processed', { count: run.items })} · `}
        {run.instance}
      </Typography>
    </Box>
  );
}

/** The catalogue's sentence for the jobs this server has, keyed by the job's stable name. */
const ABOUT_JOB = {
  'listing-expiry': 'aboutListingExpiry',
  'listing-views-flush': 'aboutListingViewsFlush',
  'unused-uploads': 'aboutUnusedUploads',
  'idempotency-keys': 'aboutIdempotencyKeys',
} as const satisfies Record<string, keyof typeof jobWords.en>;

/** What the job does in the reader's language; a job the web does not know yet keeps the API's words. */
function aboutJob(job: TJobStatus, t: JobT): string {
  const key = (ABOUT_JOB as Record<string, (typeof ABOUT_JOB)[keyof typeof ABOUT_JOB]>)[job.name];
  return key ? t(key) : job.description;
}

/** `fetchedAt`: when the answer came (a due time before it is shown as due now). */
function JobCard({ job, fetchedAt, t }: { job: TJobStatus; fetchedAt: number; t: JobT }) {
  const locale = useLocale();
  const nextDue = new Date(job.next_due_at).getTime();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`job-${job.name}`} sx={{ p: 2 }}>
      <Typography
        id={`job-${job.name}`}
        variant="h3"
        sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {job.name}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {aboutJob(job, t)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {scheduleText(job, t)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Fact label={t('lastRun')}>
          <LastRun job={job} t={t} />
        </Fact>
        <Fact label={t('nextDue')}>
          {nextDue <= fetchedAt ? t('now') : formatDateTime(job.next_due_at, locale)}
        </Fact>
        <Fact label={t('lastSuccess')}>
          {job.last_success_at ? formatDateTime(job.last_success_at, locale) : t('noneYet')}
        </Fact>
        <Fact label={t('lastFailure')}>
          {job.last_failure ? (
            <>
              {formatDateTime(job.last_failure.at, locale)}
              {job.last_failure.error && (
                <Typography
                  variant="body2"
                  color="error"
                  component="span"
                  sx={{ display: 'block' }}
                >
                  {job.last_failure.error}
                </Typography>
              )}
            </>
          ) : (
            t('none')
          )}
        </Fact>
      </Box>
    </Paper>
  );
}
