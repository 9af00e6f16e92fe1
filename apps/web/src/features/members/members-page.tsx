import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { Link as RouterLink } from 'react-router';
import type { TMember, TTenantDetail } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { usePageParam } from '../../components/list/use-page-param.ts';
import { ChoosePharmacyFirst } from '../../components/page/choose-pharmacy-first.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { isManager, useCurrentPharmacy } from '../../lib/pharmacy.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { MEMBERS_PAGE_SIZE, useMembers } from './api/members-api.ts';
import { MembersCards, MembersTable } from './components/members-table.tsx';
import { RemoveMemberDialog } from './components/remove-member-dialog.tsx';

const CRUMBS = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Members' }];

/** /members: who works in the chosen pharmacy, their roles; add, change and remove (managers). */
export function Component() {
  const current = useCurrentPharmacy();
  const canAdd = isManager(current.data?.role);
  const addButton = (
    <Button
      component={RouterLink}
      to="/member"
      variant="contained"
      startIcon={<PersonAddAltOutlined />}
    >
      Add member
    </Button>
  );

  let body;
  if (current.tenantId === '') body = <ChoosePharmacyFirst what="members" />;
  else if (current.isPending) body = <ListSkeleton label="Loading members" />;
  else if (current.isError)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else body = <MemberList pharmacy={current.data} addButton={canAdd ? addButton : null} />;

  return (
    <>
      <PageHeader title="Members" crumbs={CRUMBS} action={canAdd && addButton} />
      {body}
    </>
  );
}

function MemberList({ pharmacy, addButton }: { pharmacy: TTenantDetail; addButton: ReactNode }) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const myId = useAuthStore((s) => s.userInfo?.id ?? '');
  const { page, cursor, setPage } = usePageParam(MEMBERS_PAGE_SIZE);
  const members = useMembers(pharmacy.id, cursor);
  const [removing, setRemoving] = useState<TMember | null>(null);
  // Removing the last member of the last page leaves it empty: step back to the new last page.
  const lastPage = members.data?.pages ?? 1;
  const isPastEnd = members.data !== undefined && members.data.docs.length === 0 && page > 1;
  useEffect(() => {
    if (isPastEnd) setPage(Math.max(1, lastPage));
  }, [isPastEnd, lastPage, setPage]);

  if (members.isPending) return <ListSkeleton label="Loading members" />;
  if (members.isError)
    return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.total === 0) {
    return (
      <EmptyState icon={<GroupOutlined />} title="No members yet" action={addButton}>
        Add the people who work in {pharmacy.name}; each gets an e-mail invitation.
      </EmptyState>
    );
  }
  const View = isWide ? MembersTable : MembersCards;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        People who work in {pharmacy.name}. Owners and administrators add, change and remove
        members; administrators cannot change owners.
      </Typography>
      <View
        members={members.data.docs}
        myRole={pharmacy.role}
        myId={myId}
        isStale={members.isPlaceholderData}
        onRemove={setRemoving}
      />
      <Pager data={members.data} page={page} onPage={setPage} noun="members" />
      <RemoveMemberDialog
        member={removing}
        tenantId={pharmacy.id}
        pharmacyName={pharmacy.name}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
