import { formatNumber } from '@dawa/contract';

/** A price as docs/design.md#money writes it: currency and thousands separators ("ETB 1,250.50"). */
export const formatBirr = (amount: number): string =>
  `ETB ${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)}`;
