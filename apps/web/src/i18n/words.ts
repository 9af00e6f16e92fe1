import { use, useMemo } from 'react';
import { formatNumber, type Locale } from '@dawa/contract';
import { useLocale } from './locale.tsx';
import { translate, type Catalogue, type Params, type Translation } from './translate.ts';

// A namespace of words: its English catalogue, imported with the code that draws it (English is
// the default and defines the keys), and the other languages' catalogues loaded on demand, so an
// English visitor never downloads Amharic and an Amharic visitor gets only the namespaces of the
// page they open (docs/decisions/019-translations.md).

type OtherLocale = Exclude<Locale, 'en'>;
type Loader<C extends Catalogue> = () => Promise<{ default: Translation<C> }>;

export interface Words<C extends Catalogue> {
  readonly name: string;
  readonly en: C;
  readonly loaders: Readonly<Record<OtherLocale, Loader<C>>>;
  /** What has loaded (or is loading) per language; kept for the life of the page or server. */
  readonly loaded: Partial<Record<OtherLocale, Translation<C>>>;
  readonly pending: Partial<Record<OtherLocale, Promise<Translation<C>>>>;
}

/** Every namespace defined so far: the app's shared ones, and each page's once its code ran. */
const registry = new Set<Words<Catalogue>>();
/** The language to fetch a namespace in as soon as its code runs (the visitor's). */
let eagerLocale: Locale = 'en';

function ensure<C extends Catalogue>(words: Words<C>, locale: OtherLocale) {
  const known = words.loaded[locale];
  if (known) return Promise.resolve(known);
  return (words.pending[locale] ??= words.loaders[locale]().then(({ default: catalogue }) => {
    words.loaded[locale] = catalogue;
    return catalogue;
  }));
}

/**
 * A namespace: call once per namespace at module level, in the `index.ts` beside its catalogues,
 * with its English catalogue and an `import()` of each other language's.
 */
export function defineWords<C extends Catalogue>(
  name: string,
  en: C,
  loaders: Record<OtherLocale, Loader<C>>,
): Words<C> {
  const words: Words<C> = { name, en, loaders, loaded: {}, pending: {} };
  registry.add(words);
  if (eagerLocale !== 'en') void ensure(words, eagerLocale).catch(() => undefined);
  return words;
}

/**
 * Loads every namespace defined so far in `locale`, and any defined later as its code runs. The
 * app awaits it before its first render (main.tsx) and the server before each drawing
 * (entry-server.tsx): words never suspend a first page or a drawing.
 */
export function loadWords(locale: Locale): Promise<unknown> {
  eagerLocale = locale;
  if (locale === 'en') return Promise.resolve();
  return Promise.all([...registry].map((words) => ensure(words, locale)));
}

/** `words`' catalogue in `locale`, if it is here already. */
function catalogueIn<C extends Catalogue>(words: Words<C>, locale: Locale) {
  return locale === 'en' ? words.en : words.loaded[locale];
}

export type T<C extends Catalogue> = (key: keyof C & string, params?: Params) => string;

/** `t` over `catalogue` in `locale`: numbers in placeholders grouped ("1,250"). */
export function translator<C extends Catalogue>(
  catalogue: C | Translation<C>,
  locale: Locale,
): T<C> {
  return (key, params) => translate(locale, catalogue[key], params, formatNumber);
}

/**
 * `t` for one namespace in the tree's language. A namespace not loaded yet (a page opened after a
 * switch of language) suspends: the navigation's transition keeps the current page until it comes.
 */
export function useWords<C extends Catalogue>(words: Words<C>): T<C> {
  const locale = useLocale();
  const catalogue = catalogueIn(words, locale) ?? use(ensure(words, locale as OtherLocale));
  return useMemo(() => translator<C>(catalogue, locale), [catalogue, locale]);
}

/** `t` outside React (a document title, a toast), for the language given. */
export function wordsIn<C extends Catalogue>(words: Words<C>, locale: Locale): T<C> {
  return translator<C>(catalogueIn(words, locale) ?? words.en, locale);
}

/** All namespaces, for the completeness test. */
export const definedWords = (): ReadonlySet<Words<Catalogue>> => registry;
