import {
  chooseLocale,
  formatNumber,
  isLocale,
  LANGUAGE_COOKIE,
  PRODUCT_NAME,
  translate,
  type Catalogue,
  type Locale,
  type Params,
  type Translation,
} from '@dawa/contract';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../page-hints.ts';

// E-mails in the reader's language (issue 32, docs/i18n.md#e-mails). A module's mails take their
// words from its own catalogue (`modules/<name>/i18n/{en,am}.ts`, typed like the web's), through
// the same `translate` the screens use; `{product}` is always the product's name.

/** What a request tells about its sender's language: the device's choice, then the browser's. */
export interface LanguageHint {
  cookie: string | null;
  acceptLanguage: string | null;
}

export const NO_LANGUAGE_HINT: LanguageHint = { cookie: null, acceptLanguage: null };

export function languageHintOf(request: FastifyRequest): LanguageHint {
  return {
    cookie: cookieValue(request.headers, LANGUAGE_COOKIE) ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  };
}

/**
 * The language of a mail to the person who sent the request: the device they are using, else the
 * language stored on their account, else their browser's (the order the pages use, contract i18n).
 */
export const mailLocaleForSender = (hint: LanguageHint, account?: string | null): Locale =>
  chooseLocale({ cookie: hint.cookie, account, acceptLanguage: hint.acceptLanguage });

/**
 * The language of a mail to someone else (an invitee, a seller told by a background job): their
 * account's choice when they have made one, else the sender's language, else English.
 */
export const mailLocaleForRecipient = (
  account: string | null | undefined,
  senderHint: LanguageHint = NO_LANGUAGE_HINT,
): Locale => (isLocale(account) ? account : mailLocaleForSender(senderHint));

export type MailT<C extends Catalogue> = (key: keyof C & string, params?: Params) => string;

/** A module's mail catalogue: `wordsFor(locale)` gives its `t`, numbers grouped ("1,250"). */
export function mailWords<C extends Catalogue>(en: C, am: Translation<C>) {
  const languages: Record<Locale, Catalogue> = { en, am };
  return (locale: Locale): MailT<C> =>
    (key, params) =>
      translate(
        locale,
        languages[locale][key] ?? en[key]!,
        { product: PRODUCT_NAME, ...params },
        (n) => formatNumber(n),
      );
}

const MAIL_DATE = {
  en: null,
  am: new Intl.DateTimeFormat('am-ET', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
} as const;

/**
 * A day in a mail: English as the mails always wrote it ("Sat, 28 Nov 2026", UTC), Amharic as
 * Intl's am-ET writes it ("28 ኖቬምበር 2026"). Node carries the full ICU data, so Intl is exact here.
 */
export function mailDate(locale: Locale, at: Date): string {
  const amharic = MAIL_DATE[locale];
  return amharic ? amharic.format(at) : at.toUTCString().slice(0, 16);
}
