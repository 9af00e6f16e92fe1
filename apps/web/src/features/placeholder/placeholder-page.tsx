import { ROUTE_SUMMARIES, findRoute } from '@dawa/contract';
import { useLocation } from 'react-router';
import { NotBuiltYet } from '../../components/page/not-built-yet.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useWords } from '../../i18n/words.ts';
import { placeholderWords } from './i18n/index.ts';

/** A route whose screen a later release delivers: its title, what it will do, and that it is not built yet. */
export function Component() {
  const t = useWords(placeholderWords);
  const { pathname } = useLocation();
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  // The route table's titles and summaries are English still (docs/i18n.md, "what is left").
  const title = route?.title ?? t('comingSoon');
  const crumbs =
    route?.access === 'auth' && route.path !== '/dashboard'
      ? [{ label: t('dashboard'), to: '/dashboard' }, { label: title }]
      : [];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <NotBuiltYet summary={(route && ROUTE_SUMMARIES[route.path]) ?? t('onItsWay')} />
    </>
  );
}
