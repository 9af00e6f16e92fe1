import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TTenantDetail } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { MEMBER_PICKER_LIMIT, useMember, useMembers } from './api/members-api.ts';
import { ChangeRoleForm } from './components/change-role-form.tsx';
import { ManagersOnly } from './components/managers-only.tsx';
import { useWords } from '../../i18n/words.ts';
import { memberWords } from './i18n/index.ts';

/** /members/change (?id= picks the member): give a member of the chosen pharmacy another role. */
export function Component() {
  const t = useWords(memberWords);
  const body = (
    <ManagersOnly action="changeRoles">
      {(pharmacy) => <ChangeRole pharmacy={pharmacy} />}
    </ManagersOnly>
  );
  return (
    <>
      <PageHeader
        title={t('changeMemberRole')}
        crumbs={[
          { label: t('dashboard'), to: '/dashboard' },
          { label: t('members'), to: '/members' },
          { label: t('changeMemberRole') },
        ]}
      />
      {body}
    </>
  );
}

function ChangeRole({ pharmacy }: { pharmacy: TTenantDetail }) {
  const t = useWords(memberWords);
  const [params] = useSearchParams();
  const myId = useAuthStore((s) => s.userInfo?.id ?? '');
  const idParam = params.get('id');
  const members = useMembers(pharmacy.id, 0, MEMBER_PICKER_LIMIT);
  // A member past the picker's first page, named by the link, is read on its own.
  const isListed = members.data?.docs.some((m) => m.user.id === idParam) ?? true;
  const named = useMember(pharmacy.id, idParam !== null && !isListed ? idParam : null);
  if (members.isPending) return <ListSkeleton rows={1} height={360} label={t('loadingMembers')} />;
  if (members.isError)
    return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.docs.every((m) => m.user.id === myId)) {
    return (
      <EmptyState
        title={t('nobodyElse')}
        action={
          <Button component={RouterLink} to="/member" variant="contained">
            {t('inviteMember')}
          </Button>
        }
      >
        {t('nobodyElseText')}
      </EmptyState>
    );
  }
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('changeRoleIntro', { name: pharmacy.name })}
        </Typography>
        <ChangeRoleForm
          // A new ?id= starts the form over with that member.
          key={`${idParam ?? ''}:${named.data ? 'named' : ''}`}
          pharmacy={pharmacy}
          members={named.data ? [named.data, ...members.data.docs] : members.data.docs}
          myId={myId}
          initialUserId={idParam}
        />
        {members.data.hasMore && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('firstMembers', { count: MEMBER_PICKER_LIMIT })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
