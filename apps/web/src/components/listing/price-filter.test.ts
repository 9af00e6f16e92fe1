import { describe, expect, it } from 'vitest';
import { boundsToSlider, priceStep, sliderToBounds } from './price-filter.tsx';

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

  it('steps suit the span', () => {
    expect(priceStep({ min_price: 0, max_price: 80 })).toBe(1);
    expect(priceStep({ min_price: 145, max_price: 45_000 })).toBe(100);
    expect(priceStep({ min_price: 0, max_price: 2_000_000 })).toBe(10_000);
  });
});
