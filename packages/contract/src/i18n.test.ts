import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromAcceptLanguage } from './i18n.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['am', 'am'],
    ['am-ET,am;q=0.9,en;q=0.8', 'am'],
    ['en-US,en;q=0.9,am;q=0.8', 'en'],
    ['fr-FR,am;q=0.5', 'am'],
    ['en;q=0.2,am;q=0.7', 'am'],
    ['am;q=0,en', 'en'],
    ['ti-ER,om', 'en'],
    ['*', 'en'],
  ])('%s -> %s', (header, locale) => expect(localeFromAcceptLanguage(header)).toBe(locale));
});

describe('chooseLocale', () => {
  it('takes the cookie, then the account, then Accept-Language', () => {
    expect(chooseLocale({ cookie: 'en', account: 'am', acceptLanguage: 'am' })).toBe('en');
    expect(chooseLocale({ cookie: 'xx', account: 'am', acceptLanguage: 'en' })).toBe('am');
    expect(chooseLocale({ acceptLanguage: 'am-ET' })).toBe('am');
    expect(chooseLocale({})).toBe('en');
  });
});
