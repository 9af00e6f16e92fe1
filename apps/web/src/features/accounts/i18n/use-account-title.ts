import { useRouteTitle } from '../../../components/page/use-document-title.ts';
import { useWords } from '../../../i18n/words.ts';
import en from './en.ts';
import { accountWords } from './index.ts';

type TitleKey = keyof typeof en & `title${string}`;

/** The catalogue's key for a route table title ("Forgot password" -> titleForgotPassword). */
const TITLE_KEYS = new Map<string, TitleKey>(
  (Object.keys(en) as (keyof typeof en)[])
    .filter((key): key is TitleKey => key.startsWith('title'))
    .map((key) => [en[key], key] as const),
);

/**
 * The page's heading: the route table's title (packages/contract/src/routes.ts, English, which the
 * shell also puts in the tab) in the reader's language. A title the catalogue lacks stays as the
 * route table writes it.
 */
export function useAccountTitle(): string {
  const t = useWords(accountWords);
  const routeTitle = useRouteTitle() ?? '';
  const key = TITLE_KEYS.get(routeTitle);
  return key ? t(key) : routeTitle;
}
