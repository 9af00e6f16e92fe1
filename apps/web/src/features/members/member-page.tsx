import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { ChoosePharmacyFirst } from '../../components/page/choose-pharmacy-first.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { isUuid } from '../../lib/ids.ts';
import { useCurrentPharmacy } from '../../lib/pharmacy.ts';
import { ManagersOnly } from './components/managers-only.tsx';
import { AddMemberForm } from './components/add-member-form.tsx';
import { MemberDetail, MemberNotFound } from './components/member-detail.tsx';
import { useMember } from './api/members-api.ts';
import { useTitleOverride } from './components/use-title-override.ts';

const MEMBERS_CRUMB = { label: 'Members', to: '/members' };

/**
 * /member: the route table's "Add member"; with `?id=<user id>` the same route shows that member
 * of the chosen pharmacy (the list links here), with role change and removal.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <AddMember /> : <Member id={id} />;
}

function AddMember() {
  const body = (
    <ManagersOnly action="add members">
      {(pharmacy) => (
        <Card sx={{ maxWidth: 640 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Add someone who works in {pharmacy.name}. They get an e-mail that signs them in; if
              they are new to Dawa, their account is made for them.
            </Typography>
            <AddMemberForm pharmacy={pharmacy} />
          </CardContent>
        </Card>
      )}
    </ManagersOnly>
  );
  return (
    <>
      <PageHeader
        title="Add member"
        crumbs={[{ label: 'Dashboard', to: '/dashboard' }, MEMBERS_CRUMB, { label: 'Add member' }]}
      />
      {body}
    </>
  );
}

function Member({ id }: { id: string }) {
  const current = useCurrentPharmacy();
  const isWellFormed = isUuid(id);
  const member = useMember(current.tenantId, isWellFormed ? id : null);
  const name = member.data?.user.fullName ?? null;
  // Loading, found or not: this is a member's page, never "Add member".
  useTitleOverride(name ?? 'Member');
  let body;
  if (current.tenantId === '') body = <ChoosePharmacyFirst what="members" />;
  else if (!isWellFormed) body = <MemberNotFound />;
  else if (current.isPending) body = <ListSkeleton rows={1} height={280} label="Loading member" />;
  else if (current.isError)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else body = <MemberDetail pharmacy={current.data} member={member} />;
  return (
    <>
      <PageHeader
        title={name ?? 'Member'}
        crumbs={[{ label: 'Dashboard', to: '/dashboard' }, MEMBERS_CRUMB, { label: 'Member' }]}
      />
      {body}
    </>
  );
}
