import type { Locale } from './i18n.ts';

// The catalogues' shapes and the one function that turns an entry into text (docs/i18n.md), shared
// by the web's screens and the API's e-mails so both speak through the same rules.
// Our own ~1 KB instead of a library: i18next + react-i18next measured ~19–24 KB gzip on the
// first page (docs/decisions/019-translations.md), and the pages need only placeholders and
// one/other plurals.

/** A word that depends on a count: `{count}` in either form is the number, formatted. */
export interface Plural {
  readonly one: string;
  readonly other: string;
}
export type Entry = string | Plural;
/** One namespace of one language: flat keys (camelCase), each a text or a plural. */
export type Catalogue = Readonly<Record<string, Entry>>;

/**
 * Another language's namespace, typed from the English one: every key, no other, and a plural where
 * English has one. A missing or extra key fails `npm run typecheck`; placeholders are checked by
 * `catalogues.test.ts`.
 */
export type Translation<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends string ? string : Plural;
};

export type Params = Readonly<Record<string, string | number>>;

/**
 * CLDR's plural category, written out for the two languages (the data behind
 * `Intl.PluralRules`, which `translate.test.ts` checks them against): building an Intl object on
 * the first page loads its locale data (see formatNumber in the contract). English: only exactly 1
 * is "one". Amharic: "one" when the integer part is 0 or the number is 1, so 0 and ½ take the
 * singular form too.
 */
export function pluralCategory(locale: Locale, count: number): keyof Plural {
  const n = Math.abs(count);
  if (locale === 'am') return n <= 1 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** `entry` with its `{name}` placeholders filled from `params` (an unknown one stays as written). */
export function translate(
  locale: Locale,
  entry: Entry,
  params?: Params,
  formatCount: (count: number) => string = String,
): string {
  let text: string;
  if (typeof entry === 'string') text = entry;
  else {
    const count = Number(params?.count ?? 0);
    text = entry[pluralCategory(locale, count)];
  }
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatCount(value) : value;
  });
}

/** The placeholders an entry names, in order of first use (both forms of a plural). */
export function placeholdersOf(entry: Entry): string[] {
  const texts = typeof entry === 'string' ? [entry] : [entry.one, entry.other];
  const names = texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
  return [...new Set(names)].sort();
}
