import { describe, expect, it } from 'vitest';
import { boundsToSlider, moveThumb, sliderToBounds, thumbAt } from './price-filter.tsx';
import { nearestTick, priceTicks, roundPrice } from './price-scale.ts';

const domain = { min_price: 100, max_price: 5000 };

describe('price range thumbs', () => {
  it('no bound (0) sits at the end of the domain, and back', () => {
    expect(boundsToSlider({ min: 0, max: 0 }, domain)).toEqual([100, 5000]);
    expect(sliderToBounds([100, 5000], domain)).toEqual({ min: 0, max: 0 });
  });

  it('a bound inside the domain is kept; one outside is clamped', () => {
    expect(boundsToSlider({ min: 300, max: 2000 }, domain)).toEqual([300, 2000]);
    expect(boundsToSlider({ min: 50, max: 9000 }, domain)).toEqual([100, 5000]);
    expect(sliderToBounds([300, 2000], domain)).toEqual({ min: 300, max: 2000 });
  });

  it('a minimum above the domain keeps the thumbs in order', () => {
    expect(boundsToSlider({ min: 8000, max: 0 }, domain)).toEqual([5000, 5000]);
  });
});

describe('price scale', () => {
  it('rounds to two significant digits, small prices to whole birr', () => {
    expect([roundPrice(1234), roundPrice(57_607), roundPrice(37.5), roundPrice(149)]).toEqual([
      1200, 58_000, 38, 150,
    ]);
  });

  it('stops from the lowest to the highest price, rising, the cheap end as fine as the dear', () => {
    const ticks = priceTicks({ min_price: 10, max_price: 576_070 });
    expect(ticks[0]).toBe(10);
    expect(ticks.at(-1)).toBe(576_070);
    expect(ticks.every((t, i) => i === 0 || t > (ticks[i - 1] ?? 0))).toBe(true);
    expect(ticks.length).toBeGreaterThan(60);
    expect(ticks.length).toBeLessThanOrEqual(101);
    // A first press of an arrow key moves ETB 10 to about 11, not to 1,000.
    expect(ticks[1]).toBeLessThan(15);
    // Most listings cost under ETB 1,200: that is well over a third of the track, not 0.2 %.
    expect(nearestTick(ticks, 1200) / (ticks.length - 1)).toBeGreaterThan(0.35);
  });

  it('copes with a free item, a tiny span and a single price', () => {
    expect(priceTicks({ min_price: 0, max_price: 80 })[0]).toBe(0);
    expect(priceTicks({ min_price: 35, max_price: 40 })).toEqual([35, 36, 37, 38, 39, 40]);
    expect(priceTicks({ min_price: 500, max_price: 500 })).toEqual([500]);
  });

  it('finds the nearest stop', () => {
    expect(nearestTick([10, 20, 50, 100], 44)).toBe(2);
    expect(nearestTick([10, 20, 50, 100], 1e9)).toBe(3);
  });
});

describe('the drawn track before the slider loads (issue 31: the first drag moved the wrong thumb)', () => {
  const wide = { min_price: 10, max_price: 100_000 };
  const ticks = priceTicks(wide);
  const ends: [number, number] = [10, 100_000];

  it('takes the thumb nearer the press along the track, not in price', () => {
    // The middle of a logarithmic track is about 1,000 birr: far nearer 10 than 100,000 in price,
    // but halfway along the track. A press just right of the middle is the maximum's.
    expect(thumbAt(0.55, ends, ticks)).toBe(1);
    expect(thumbAt(0.45, ends, ticks)).toBe(0);
    expect(thumbAt(0.98, ends, ticks)).toBe(1);
    expect(thumbAt(0.02, ends, ticks)).toBe(0);
  });

  it('a drag of the maximum to the middle moves the maximum and keeps the minimum', () => {
    const which = thumbAt(1, ends, ticks);
    expect(which).toBe(1);
    const [lo, hi] = moveThumb(which, 0.5, ends, ticks);
    expect(lo).toBe(10);
    expect(hi).toBeGreaterThan(10);
    expect(hi).toBeLessThan(100_000);
  });

  it('keeps the thumbs in order and picks a side when both sit on one stop', () => {
    expect(moveThumb(1, 0, [1000, 5000], ticks)).toEqual([1000, 1000]);
    expect(thumbAt(0.9, [100_000, 100_000], ticks)).toBe(0);
    expect(thumbAt(0.1, [10, 10], ticks)).toBe(1);
  });
});
