// The languages the product speaks and how a visitor's is chosen (issue 32, docs/i18n.md and
// docs/decisions/019-translations.md). Shared by the web (the switch, the catalogues) and the API
// (the pre-rendered page's language and `<html lang>`), so both sides choose the same.

export const LOCALES = ['en', 'am'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the contract's language (spec messages, route titles) and the fallback. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The device's choice, read by the server for the first drawing; a year, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'dawa_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Each language's own name, as the switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', am: 'አማርኛ' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first language of `Accept-Language` (RFC 9110: ranges with optional q weights) that the
 * product speaks, by primary subtag ("am-ET" is Amharic); else the default.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: range.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0 && entry.tag !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) if (isLocale(tag)) return tag;
  return DEFAULT_LOCALE;
}

/**
 * A visitor's language: the device's cookie, else the account's stored choice, else the browser's
 * `Accept-Language`, else English.
 */
export function chooseLocale(input: {
  cookie?: string | null;
  account?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  if (isLocale(input.account)) return input.account;
  return localeFromAcceptLanguage(input.acceptLanguage);
}
