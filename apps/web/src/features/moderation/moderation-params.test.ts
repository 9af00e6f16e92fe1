import { describe, expect, it } from 'vitest';
import {
  patchModeration,
  queueCount,
  readModeration,
  writeModeration,
  type ModerationView,
} from './moderation-params.ts';

const CAT = '10000000-0000-4000-8000-000000000001';

describe('moderation view in the address', () => {
  it('reads the defaults from an empty address, and leaves them out when writing', () => {
    const view = readModeration(new URLSearchParams(''));
    expect(view).toEqual({ queue: 'PENDING', q: '', category: null, sort: 'oldest', page: 1 });
    expect(writeModeration(view).toString()).toBe('');
  });

  it('reads every filter and writes it back the same', () => {
    const params = new URLSearchParams(
      `queue=reported&q=+insulin+&category=${CAT}&sort=newest&page=3`,
    );
    const view = readModeration(params);
    expect(view).toEqual({
      queue: 'REPORTED',
      q: 'insulin',
      category: CAT,
      sort: 'newest',
      page: 3,
    });
    expect(readModeration(writeModeration(view))).toEqual(view);
  });

  it('falls back to the defaults on values it does not know', () => {
    expect(
      readModeration(new URLSearchParams('queue=draft&sort=random&page=-2&category=')),
    ).toEqual({ queue: 'PENDING', q: '', category: null, sort: 'oldest', page: 1 });
  });

  it('starts again from the first page when a filter changes', () => {
    const view: ModerationView = {
      queue: 'PENDING',
      q: '',
      category: null,
      sort: 'oldest',
      page: 4,
    };
    expect(patchModeration(view, { sort: 'newest' }).page).toBe(1);
    expect(patchModeration(view, { category: CAT }).page).toBe(1);
    expect(patchModeration(view, { page: 5 }).page).toBe(5);
  });

  it('says how many listings the queue holds', () => {
    expect(queueCount(0, 'PENDING', false)).toBe('No pending listings');
    expect(queueCount(1, 'REPORTED', false)).toBe('1 reported listing');
    expect(queueCount(1234, 'REJECTED', false)).toBe('1,234 rejected listings');
    expect(queueCount(2, 'PENDING', true)).toBe('2 pending listings match');
    expect(queueCount(1, 'PENDING', true)).toBe('1 pending listing matches');
  });
});
