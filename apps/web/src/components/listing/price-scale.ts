import type { TPriceRange } from '@dawa/contract';

/** Stops along the slider: about as many as a thumb can tell apart on a phone-wide track. */
const POSITIONS = 100;

/** A price to two significant digits (1,234 → 1,200; 57,607 → 58,000); small ones to whole birr. */
export function roundPrice(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * The prices the slider stops at, from the domain's lowest to its highest: evenly spaced on a
 * logarithmic scale (each stop about the same share above the last) and rounded, so the many
 * cheap listings get as much of the track as the few dear ones, and thumbs land on round prices.
 */
export function priceTicks(domain: TPriceRange): number[] {
  const { min_price: min, max_price: max } = domain;
  if (max <= min) return [min];
  const from = Math.max(min, 1);
  const ticks = [min];
  for (let i = 1; i < POSITIONS; i++) {
    const price = roundPrice(from * (max / from) ** (i / POSITIONS));
    if (price > (ticks.at(-1) ?? min) && price < max) ticks.push(price);
  }
  ticks.push(max);
  return ticks;
}

/** The index of the stop nearest `price`. */
export function nearestTick(ticks: readonly number[], price: number): number {
  let best = 0;
  for (let i = 1; i < ticks.length; i++) {
    if (Math.abs((ticks[i] ?? 0) - price) < Math.abs((ticks[best] ?? 0) - price)) best = i;
  }
  return best;
}
