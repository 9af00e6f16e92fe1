// Numbers as the product writes them in English ("1,250", "3,800.50"), without Intl. Building the
// first Intl formatter of a page loads the locale data: about 20 ms of a phone's main thread,
// 70–100 ms under Lighthouse's 4× slow-down (CPU profile of /login, where the module-level
// formatters ran although nothing was formatted), spent before the first listing could draw.
// Counts and prices need only grouping and a fixed number of decimals.

/**
 * `value` with `fractionDigits` decimals and commas between thousands. Rounds like Intl: half away
 * from zero on the number as it is written (1.005 → "1.01", where toFixed says "1.00").
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = roundHalfExpand(Math.abs(value), fractionDigits);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  // A negative value that rounds to zero reads "0" (Intl writes "-0").
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** `abs` (≥ 0) rounded half up to `digits` decimals, rounding its shortest decimal writing. */
function roundHalfExpand(abs: number, digits: number): string {
  const text = String(abs);
  // Exponent forms (below 1e-6 or from 1e21) are far outside prices and counts.
  if (text.includes('e')) return abs.toFixed(digits);
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits)
    return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`;
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= '5' ? 1n : 0n);
  const rounded = kept.toString().padStart(digits + 1, '0');
  return digits === 0 ? rounded : `${rounded.slice(0, -digits)}.${rounded.slice(-digits)}`;
}
