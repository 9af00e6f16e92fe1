import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TExportFormat, TListingPerformanceResponse, TReportPeriod } from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { pharmacyKey } from '../../../lib/pharmacy.ts';
import { downloadFile } from '../../../components/report/download-file.ts';

// GET /reports/listing-performance (docs/reports.md): the seller's listings with their figures for
// a period; the organisation chosen, else the person's own listings. An organisation's report is
// tenant data (its key starts with the tenant's), a person's is theirs (the user's id).

const PATH = '/reports/listing-performance';

/** Whose report: the organisation chosen (its id), else the person (their user id). */
export interface ReportOwner {
  tenantId: string;
  userId: string;
}

const keyOf = ({ tenantId, userId }: ReportOwner) =>
  tenantId !== '' ? pharmacyKey(tenantId) : (['user', userId] as const);

export const listingPerformanceQuery = (owner: ReportOwner, period: TReportPeriod) =>
  queryOptions({
    queryKey: [...keyOf(owner), 'reports', 'listing-performance', period] as const,
    queryFn: ({ signal }) =>
      api<TListingPerformanceResponse>({
        path: PATH,
        query: { from: period.from, to: period.to },
        ...(owner.tenantId !== '' && { tenantId: owner.tenantId }),
        redirectOnForbidden: false,
        signal,
      }),
    // The previous period's figures stay (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The same period as a file (format=csv|xlsx|pdf), saved under the name the API gives it. */
export async function downloadListingPerformance(
  owner: ReportOwner,
  period: TReportPeriod,
  format: TExportFormat,
): Promise<void> {
  const file = await api<Blob>({
    path: PATH,
    query: { from: period.from, to: period.to, format },
    ...(owner.tenantId !== '' && { tenantId: owner.tenantId }),
    responseType: 'blob',
    redirectOnForbidden: false,
  });
  downloadFile(file, `listing-performance-${period.from}-to-${period.to}.${format}`);
}
