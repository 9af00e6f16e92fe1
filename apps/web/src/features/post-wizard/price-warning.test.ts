import { beforeAll, describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@dawa/contract';
import { loadWords } from '../../i18n/words.ts';
import { priceWarning } from './price-warning.ts';

const guide = { count: 40, p05: 30, p50: 100, p95: 300 };

beforeAll(() => loadWords('am'));

describe('priceWarning', () => {
  it('warns about a price far above or below the usual range, naming the range', () => {
    expect(priceWarning(9000, guide, 'Gloves')).toBe(
      `Most Gloves listings are ETB 30–ETB 300. ${POST_MESSAGES.priceOutlier}.`,
    );
    expect(priceWarning(5, guide, undefined)).toMatch(/^Most listings in this sub-category are/);
  });

  it("says the range in Amharic with birr as Amharic writes it; the rule stays the contract's", () => {
    expect(priceWarning(9000, guide, 'Gloves', 'am')).toBe(
      `አብዛኞቹ የGloves ማስታወቂያዎች ከብር\u00a030–ብር\u00a0300 ናቸው። ${POST_MESSAGES.priceOutlier}.`,
    );
    expect(priceWarning(5, guide, undefined, 'am')).toMatch(/^በዚህ ንዑስ ምድብ ያሉ አብዛኞቹ ማስታወቂያዎች/);
  });

  it('stays quiet for a usual price, no price, or too few listings to judge', () => {
    expect(priceWarning(250, guide, 'Gloves')).toBeNull();
    expect(priceWarning(900, guide, 'Gloves')).toBeNull(); // p95 × 3 is still usual
    expect(priceWarning(undefined, guide, 'Gloves')).toBeNull();
    expect(priceWarning(9000, { count: 2, p05: null, p50: null, p95: null }, 'Gloves')).toBeNull();
    expect(priceWarning(9000, undefined, 'Gloves')).toBeNull();
  });
});
