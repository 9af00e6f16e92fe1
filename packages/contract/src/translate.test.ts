import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check.ts';
import { pluralCategory, placeholdersOf, translate } from './translate.ts';

describe('pluralCategory', () => {
  // CLDR through Intl is the oracle; Amharic's "one" takes 0 and fractions below 1 (issue 32).
  const counts = [0, 0.5, 1, 1.5, 2, 3, 5, 10, 11, 21, 100, 101, 1000, -1, -2];
  it.each(['en', 'am'] as const)('%s agrees with Intl.PluralRules', (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const count of counts)
      expect(pluralCategory(locale, count), `${count}`).toBe(rules.select(count));
  });
  it('gives Amharic 0 the singular form', () => {
    expect(pluralCategory('am', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
  });
});

describe('translate', () => {
  const listings = { one: '{count} listing', other: '{count} listings' };
  it('fills placeholders, numbers grouped by the given formatter', () => {
    expect(translate('en', 'Hello {name}', { name: 'Abebe' })).toBe('Hello Abebe');
    expect(translate('en', listings, { count: 1250 }, (n) => n.toLocaleString('en'))).toBe(
      '1,250 listings',
    );
    expect(translate('en', listings, { count: 1 })).toBe('1 listing');
    expect(translate('en', listings, { count: 0 })).toBe('0 listings');
    expect(translate('am', { one: '{count} ዝርዝር', other: '{count} ዝርዝሮች' }, { count: 0 })).toBe(
      '0 ዝርዝር',
    );
  });
  it('leaves an unknown placeholder as written', () => {
    expect(translate('en', 'Hi {name}', {})).toBe('Hi {name}');
  });
  it('lists placeholders of both plural forms', () => {
    expect(placeholdersOf({ one: '{count} in {place}', other: '{count} in {place}s' })).toEqual([
      'count',
      'place',
    ]);
  });
});

describe('catalogueProblems', () => {
  const en = { hello: 'Hello {name}', items: { one: '{count} item', other: '{count} items' } };
  it('finds nothing in a complete translation', () => {
    expect(
      catalogueProblems(en, {
        hello: 'ሰላም {name}',
        items: { one: '{count} ዕቃ', other: '{count} ዕቃዎች' },
      }),
    ).toEqual([]);
  });
  it('names a missing or extra key, a lost placeholder, a lost plural and an empty text', () => {
    expect(catalogueProblems(en, { hello: 'ሰላም', items: ' ', extra: 'x' })).toEqual([
      'extra: not in the English catalogue',
      'hello: placeholders {} where English has {name}',
      'items: a text where English has a plural',
      'items: placeholders {} where English has {count}',
      'items: empty text',
    ]);
    expect(catalogueProblems(en, { hello: 'ሰላም {name}' })).toEqual(['items: missing']);
  });
});
