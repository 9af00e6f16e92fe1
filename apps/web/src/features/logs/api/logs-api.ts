import { useQuery } from '@tanstack/react-query';
import {
  sortToken,
  type TAuditEntry,
  type TAuditSortKey,
  type TExportFormat,
  type TMemberListResponse,
  type TSort,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import type { QueryValue } from '../../../lib/api-client.ts';
import { pharmacyKey } from '../../../lib/pharmacy.ts';
import { useKeysetList } from '../../../lib/use-keyset-list.ts';

export const LOGS_PAGE_SIZE = 25;
/** The person picker lists up to this many members (the API's largest page). */
const PEOPLE_LIMIT = 100;

/** Which log: the chosen pharmacy's (GET /logs) or the platform's (GET /admin/logs). */
export type LogKind = 'pharmacy' | 'platform';

export interface LogFilter {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const pathOf = (kind: LogKind) => (kind === 'pharmacy' ? '/logs' : '/admin/logs');

const queryOf = (filter: LogFilter): Record<string, QueryValue> => ({
  actor: filter.actor,
  action: filter.action,
  from: filter.from,
  to: filter.to,
});

/** The pharmacy's log is tenant data: its key carries the tenant id (docs/conventions.md#screens). */
const logsKey = (kind: LogKind, tenantId: string) =>
  kind === 'pharmacy'
    ? ([...pharmacyKey(tenantId), 'logs'] as const)
    : (['platform', 'logs'] as const);

/** Pages of the log in the order asked, each continuing from the last one's keyset cursor. */
export function useLogs(
  kind: LogKind,
  tenantId: string,
  filter: LogFilter,
  sort: TSort<TAuditSortKey>,
) {
  return useKeysetList<TAuditEntry>({
    queryKey: logsKey(kind, tenantId),
    path: pathOf(kind),
    query: { ...queryOf(filter), sort: sortToken(sort) },
    limit: LOGS_PAGE_SIZE,
    ...(kind === 'pharmacy' && { tenantId }),
    isEnabled: kind === 'platform' || tenantId !== '',
    redirectOnForbidden: false,
  });
}

/** The pharmacy's members, for the person filter. */
export function useLogPeople(tenantId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...pharmacyKey(tenantId), 'members', 'list', { cursor: 0, limit: PEOPLE_LIMIT }],
    queryFn: ({ signal }) =>
      api<TMemberListResponse>({
        path: `/tenants/${tenantId}/members`,
        query: { cursor: 0, limit: PEOPLE_LIMIT },
        signal,
      }),
    enabled: isEnabled && tenantId !== '',
  });
}

/**
 * GET /logs/export (or the platform's) with exactly the filter shown, in the chosen format, saved
 * as a file (docs/exports.md).
 */
export async function downloadLogs(
  kind: LogKind,
  tenantId: string,
  filter: LogFilter,
  format: TExportFormat,
): Promise<void> {
  const file = await api<Blob>({
    path: `${pathOf(kind)}/export`,
    query: { ...queryOf(filter), format },
    ...(kind === 'pharmacy' && { tenantId }),
    responseType: 'blob',
    redirectOnForbidden: false,
  });
  const day = new Date().toISOString().slice(0, 10);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind === 'pharmacy' ? 'audit-log' : 'platform-log'}-${day}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
