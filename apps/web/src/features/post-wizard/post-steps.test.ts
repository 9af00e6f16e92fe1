import { describe, expect, it } from 'vitest';
import { issuesByStep, redirectForStep, stepHref, stepOfPath } from './post-steps.ts';

const CATEGORY = '11111111-1111-4111-8111-111111111111';

describe('post steps', () => {
  it('sends someone who skipped ahead to the first step not filled in', () => {
    expect(redirectForStep('media', {})).toBeNull();
    // Photos need signing in: a guest may go on without them.
    expect(redirectForStep('description', {})).toBeNull();
    expect(redirectForStep('detail', {})).toBe('description');
    const described = { title: 'Gloves', description: 'Nitrile gloves, box of 100' };
    expect(redirectForStep('review', described)).toBe('detail');
    const detailed = {
      ...described,
      category: CATEGORY,
      sub_category: CATEGORY,
      negotiable: true,
      contactPhone: '+251911223344',
    };
    expect(redirectForStep('review', detailed)).toBeNull();
    expect(redirectForStep('review', { ...detailed, bulk_available: true })).toBe('additional');
  });

  it('maps issue paths to the step that owns the field', () => {
    expect(stepOfPath('medias.0.url')).toBe('media');
    expect(stepOfPath('contactPhone')).toBe('detail');
    expect(stepOfPath('bulk_price')).toBe('additional');
    expect(stepOfPath('status')).toBeNull();
    expect(
      issuesByStep([
        { path: 'bulk_price', message: 'b' },
        { path: 'title', message: 't' },
        { path: '', message: 'x' },
      ]).map((i) => i.step),
    ).toEqual(['description', 'additional', null]);
  });

  it('keeps the edited listing in every step address', () => {
    expect(stepHref('detail', null)).toBe('/post/step-3-product-detail');
    expect(stepHref('review', 'abc')).toBe('/post/step-5-review?edit=abc');
  });
});
