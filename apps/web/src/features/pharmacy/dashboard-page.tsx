import { DASHBOARD_PATH, findRoute } from '@dawa/contract';
import { NotBuiltYet } from '../../components/page/not-built-yet.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { MyInvitations } from './components/my-invitations.tsx';

const route = findRoute(DASHBOARD_PATH);

/**
 * /dashboard: where a sign-in lands, so invitations waiting for an answer are noticed here first;
 * the overview itself is a later release.
 */
export function Component() {
  return (
    <>
      <PageHeader title={route?.title ?? 'Dashboard'} />
      <MyInvitations />
      <NotBuiltYet summary={route?.summary ?? 'An overview of your pharmacy.'} />
    </>
  );
}
