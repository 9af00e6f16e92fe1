import { queryOptions } from '@tanstack/react-query';
import type { TJobStatusList } from '@dawa/contract';
import { api } from '../../lib/api.ts';

/** How often the page asks again while open: runs are minutes to hours apart, the flush seconds. */
const REFRESH_MS = 30_000;

/** GET /admin/jobs (platform administrators): the platform's, not an organisation's. */
export const jobsQuery = queryOptions({
  queryKey: ['admin', 'jobs'] as const,
  queryFn: ({ signal }) => api<TJobStatusList>({ path: '/admin/jobs', signal }),
  refetchInterval: REFRESH_MS,
});
