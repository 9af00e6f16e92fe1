import type { Locale } from '@dawa/contract';
import { layoutWords } from '../../i18n/layout/index.ts';
import { wordsIn } from '../../i18n/words.ts';
import { brandNameIn } from '../brand/brand-name.ts';

/** "Page | Dawa Addis" in `locale`'s order, or the product's name alone. */
export function tabTitle(title: string | null, locale: Locale): string {
  const brand = brandNameIn(locale);
  return title ? wordsIn(layoutWords, locale)('documentTitle', { title, brand }) : brand;
}

/** Each write's number: a route title translated late never overwrites a newer title. */
let writes = 0;

/**
 * Puts `title` on the browser tab in `locale`. A route's title (`isRouteTitle`) is English in the
 * route table (packages/contract/src/routes.ts); in another language its words load after the
 * first paint (i18n/titles), so no first page carries them, and the tab is written again when they
 * come. A page's own name (a listing's title, a shop's) is shown as it is.
 */
export function showTabTitle(title: string | null, locale: Locale, isRouteTitle: boolean): void {
  const write = ++writes;
  document.title = tabTitle(title, locale);
  if (!title || !isRouteTitle || locale === 'en') return;
  void import('../../i18n/titles/index.ts')
    .then(({ routeTitleIn }) => routeTitleIn(title, locale))
    .then((shown) => {
      if (write === writes) document.title = tabTitle(shown, locale);
    })
    .catch(() => undefined); // the English title stays: a failed download is no reason to fail
}
