import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { TMeResponse } from '@dawa/contract';
import { ErrorState, ListSkeleton } from '../list/list-states.tsx';
import { useMe } from '../../lib/me.ts';
import { NotAllowed } from './not-allowed.tsx';
import type { Crumb } from './breadcrumb-trail.tsx';
import { PageHeader } from './page-header.tsx';
import { pageWords } from '../../i18n/page/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * A page for platform administrators only: its header, then the page itself once `me` says so.
 * Anyone else is told plainly that it is not theirs (`refusal` says why) and the page's data is
 * never even asked for. `action` (the header's button) shows to administrators only.
 */
export function PlatformAdminPage({
  title,
  crumbs,
  action,
  refusal,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  action?: ReactNode;
  refusal: ReactNode;
  children: (me: TMeResponse) => ReactNode;
}) {
  const me = useMe();
  const t = useWords(pageWords);
  const isAdmin = me.data?.isPlatformAdmin === true;
  let body;
  if (me.isPending) body = <ListSkeleton />;
  else if (me.isError) body = <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  else if (!isAdmin)
    body = (
      <NotAllowed
        action={
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            {t('backToDashboard')}
          </Button>
        }
      >
        {refusal}
      </NotAllowed>
    );
  else body = children(me.data);
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} action={isAdmin && action} />
      {body}
    </>
  );
}
