import { useCallback, useMemo } from 'react';
import type { TReportPeriod } from '@dawa/contract';
import { useAddressParams } from '../../lib/use-address-params.ts';
import { readPeriod, todayInAddis, writePeriod, type AddressPeriod } from './report-period.ts';

/**
 * A report's period kept in the address (docs/data-table.md, useAddressParams): a reload, a shared
 * link and Back show the same period. Each choice is its own Back step.
 */
export function useReportPeriod(): AddressPeriod & {
  today: string;
  setPeriod: (next: TReportPeriod) => void;
} {
  const [params, writeAddress] = useAddressParams();
  // Read once per address: "today" only matters for the presets and the default.
  const today = todayInAddis();
  const key = params.toString();
  const read = useMemo(() => readPeriod(new URLSearchParams(key), today), [key, today]);
  const setPeriod = useCallback(
    (next: TReportPeriod) =>
      writeAddress((live) => writePeriod(live, next, today), { preventScrollReset: true }),
    [writeAddress, today],
  );
  return { ...read, today, setPeriod };
}
