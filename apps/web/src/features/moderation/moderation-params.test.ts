import { describe, expect, it } from 'vitest';
import {
  patchModeration,
  queueCount,
  readModeration,
  writeModeration,
  type ModerationView,
} from './moderation-params.ts';
import { translator, wordsIn } from '../../i18n/words.ts';
import am from './i18n/am.ts';
import { moderationWords } from './i18n/index.ts';

const t = wordsIn(moderationWords, 'en');

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
    expect(queueCount(0, 'PENDING', false, t)).toBe('No pending listings');
    expect(queueCount(1, 'REPORTED', false, t)).toBe('1 reported listing');
    expect(queueCount(1234, 'REJECTED', false, t)).toBe('1,234 rejected listings');
    expect(queueCount(2, 'PENDING', true, t)).toBe('2 pending listings match');
    expect(queueCount(1, 'PENDING', true, t)).toBe('1 pending listing matches');
    expect(queueCount(0, 'REPORTED', true, t)).toBe('No reported listings match');
  });

  it('says it in Amharic, one listing in the singular and many grouped', () => {
    const tAm = translator(am, 'am');
    expect(queueCount(0, 'PENDING', false, tAm)).toBe('በመጠባበቅ ላይ ያለ ማስታወቂያ የለም');
    expect(queueCount(1, 'REJECTED', false, tAm)).toBe('1 ውድቅ የተደረገ ማስታወቂያ');
    expect(queueCount(1234, 'REPORTED', true, tAm)).toBe('1,234 ሪፖርት የተደረጉ ማስታወቂያዎች ይዛመዳሉ');
  });
});
