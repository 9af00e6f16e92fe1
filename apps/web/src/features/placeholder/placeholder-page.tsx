import { ROUTE_SUMMARIES, findRoute } from '@dawa/contract';
import { useLocation } from 'react-router';
import { NotBuiltYet } from '../../components/page/not-built-yet.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';

/** A route whose screen a later release delivers: its title, what it will do, and that it is not built yet. */
export function Component() {
  const { pathname } = useLocation();
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const title = route?.title ?? 'Coming soon';
  const crumbs =
    route?.access === 'auth' && route.path !== '/dashboard'
      ? [{ label: 'Dashboard', to: '/dashboard' }, { label: title }]
      : [];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <NotBuiltYet summary={(route && ROUTE_SUMMARIES[route.path]) ?? 'This area is on its way.'} />
    </>
  );
}
