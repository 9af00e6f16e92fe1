const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A price as DESIGN.md writes money: currency and thousands separators ("ETB 1,250.50"). */
export const formatBirr = (amount: number): string =>
  `ETB ${(Number.isInteger(amount) ? WHOLE : CENTS).format(amount)}`;
