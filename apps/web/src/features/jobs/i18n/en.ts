// The background jobs screen (features/jobs/jobs-page.tsx, docs/jobs.md).
export default {
  dashboard: 'Dashboard',
  title: 'Background jobs',
  refusal: 'Only platform administrators can see the background jobs.',
  loading: 'Loading the jobs',
  emptyTitle: 'No background jobs',
  emptyBody: 'This server runs no background jobs.',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  everyHour: { one: 'Every hour', other: 'Every {count} hours' },
  everyMinute: { one: 'Every minute', other: 'Every {count} minutes' },
  everySecond: { one: 'Every second', other: 'Every {count} seconds' },
  dailyAt: ', and daily at {time} UTC',
  onEachServer: ', on each server',
  lastRun: 'Last run',
  nextDue: 'Next due',
  lastSuccess: 'Last success',
  lastFailure: 'Last failure',
  notRunYet: 'Not run yet',
  now: 'Now',
  noneYet: 'None yet',
  none: 'None',
  processed: '{count} processed',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  // What each job does, by its name (the API's own sentence is shown for a job not named here).
  aboutListingExpiry:
    'Takes listings past their expiry date off the marketplace and tells their sellers by e-mail.',
  aboutListingViewsFlush:
    "Writes the listing views this server counted in memory to the listings' counts.",
  aboutUnusedUploads: 'Removes uploaded files nothing uses, once they are past their grace period.',
  aboutIdempotencyKeys:
    'Deletes the kept answers of retried writes once they are more than a day old.',
} as const;
