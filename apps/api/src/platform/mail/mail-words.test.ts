import { describe, expect, it } from 'vitest';
import { mailDate, mailLocaleForRecipient, mailLocaleForSender, mailWords } from './mail-words.ts';

describe('mail words', () => {
  const t = mailWords(
    { hi: 'Hello {name} from {product}', n: { one: '{count} listing', other: '{count} listings' } },
    { hi: 'ሰላም {name} ከ{product}', n: { one: '{count} ማስታወቂያ', other: '{count} ማስታወቂያዎች' } },
  );
  it('fills the product name, placeholders and plurals per language, numbers grouped', () => {
    expect(t('en')('hi', { name: 'Abebe' })).toBe('Hello Abebe from Dawa');
    expect(t('am')('hi', { name: 'አበበ' })).toBe('ሰላም አበበ ከDawa');
    expect(t('en')('n', { count: 1250 })).toBe('1,250 listings');
    expect(t('am')('n', { count: 0 })).toBe('0 ማስታወቂያ');
  });

  it("chooses the sender's device, then account, then browser; a recipient's own choice first", () => {
    const hint = { cookie: null, acceptLanguage: 'am-ET,en;q=0.5' };
    expect(mailLocaleForSender(hint)).toBe('am');
    expect(mailLocaleForSender(hint, 'en')).toBe('en');
    expect(mailLocaleForSender({ ...hint, cookie: 'en' }, 'am')).toBe('en');
    expect(mailLocaleForSender({ cookie: 'fr', acceptLanguage: null })).toBe('en');
    expect(mailLocaleForRecipient('am', { cookie: 'en', acceptLanguage: null })).toBe('am');
    expect(mailLocaleForRecipient(null, hint)).toBe('am');
    expect(mailLocaleForRecipient(undefined)).toBe('en');
  });

  it('writes a day as the mails always did in English, and as Intl am-ET writes it in Amharic', () => {
    const at = new Date('2026-12-05T10:00:00Z');
    expect(mailDate('en', at)).toBe('Sat, 05 Dec 2026');
    expect(mailDate('am', at)).toBe(
      new Intl.DateTimeFormat('am-ET', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(at),
    );
    expect(mailDate('am', at)).toMatch(/ዲሴምበር/);
  });
});
