import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, type TJobStatus } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PlatformAdminPage } from '../../components/page/platform-admin-page.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { jobsQuery } from './jobs-api.ts';

const CRUMBS = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Background jobs' }];

/**
 * /jobs (issue 32, docs/jobs.md): the background jobs for platform administrators, one card each:
 * what it does and how often, its last run, last success, last failure and when it is next due.
 * Read-only; it asks again every half minute while open.
 */
export function Component() {
  return (
    <PlatformAdminPage
      title="Background jobs"
      crumbs={CRUMBS}
      refusal="Only platform administrators can see the background jobs."
    >
      {() => <JobList />}
    </PlatformAdminPage>
  );
}

function JobList() {
  const jobs = useQuery(jobsQuery);
  if (jobs.isPending) return <ListSkeleton rows={3} height={160} label="Loading the jobs" />;
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.jobs.length === 0)
    return (
      <EmptyState icon={<ScheduleOutlined />} title="No background jobs">
        This server runs no background jobs.
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
          {jobs.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </Box>
      {jobs.data.jobs.map((job) => (
        <JobCard key={job.name} job={job} fetchedAt={jobs.dataUpdatedAt} />
      ))}
    </Stack>
  );
}

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** "every 5 seconds", "every hour", "every 6 hours". */
function every(ms: number): string {
  const [unit, size] =
    ms % HOUR_MS === 0
      ? ['hour', HOUR_MS]
      : ms % MINUTE_MS === 0
        ? ['minute', MINUTE_MS]
        : ['second', SECOND_MS];
  const n = ms / size;
  return n === 1 ? `Every ${unit}` : `Every ${formatNumber(n)} ${unit}s`;
}

function scheduleText(job: TJobStatus): string {
  const daily = job.daily_at_utc ? `, and daily at ${job.daily_at_utc} UTC` : '';
  const where = job.scope === 'instance' ? ', on each server' : '';
  return `${every(job.every_ms)}${daily}${where}`;
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

function LastRun({ job }: { job: TJobStatus }) {
  const run = job.last_run;
  if (!run) return <>Not run yet</>;
  const items = run.items === null ? '' : `, ${formatNumber(run.items)} processed`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <span>{formatDateTime(run.started_at)}</span>
      {run.outcome === null ? (
        <Chip size="small" label="Running" color="info" variant="outlined" />
      ) : run.outcome === 'ok' ? (
        <Chip size="small" label="Succeeded" color="success" variant="outlined" />
      ) : (
        <Chip size="small" label="Failed" color="error" variant="outlined" />
      )}
      <Typography variant="body2" component="span" color="textSecondary">
        {items ? `${items.slice(2)} · ` : ''}
        {run.instance}
      </Typography>
    </Box>
  );
}

/** `fetchedAt`: when the answer came (a due time before it is shown as due now). */
function JobCard({ job, fetchedAt }: { job: TJobStatus; fetchedAt: number }) {
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
        {job.description}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {scheduleText(job)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Last run">
          <LastRun job={job} />
        </Fact>
        <Fact label="Next due">
          {nextDue <= fetchedAt ? 'Now' : formatDateTime(job.next_due_at)}
        </Fact>
        <Fact label="Last success">
          {job.last_success_at ? formatDateTime(job.last_success_at) : 'None yet'}
        </Fact>
        <Fact label="Last failure">
          {job.last_failure ? (
            <>
              {formatDateTime(job.last_failure.at)}
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
            'None'
          )}
        </Fact>
      </Box>
    </Paper>
  );
}
