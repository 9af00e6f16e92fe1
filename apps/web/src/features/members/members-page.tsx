import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { Link as RouterLink } from 'react-router';
import { useAddressParams } from '../../lib/use-address-params.ts';
import { can, type TMember, type TTenantDetail } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { usePageParam } from '../../components/list/use-page-param.ts';
import { ChoosePharmacyFirst } from '../../components/page/choose-pharmacy-first.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useCurrentPharmacy } from '../../lib/pharmacy.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { MEMBERS_PAGE_SIZE, useMembers, useTenantInvitations } from './api/members-api.ts';
import { InvitationList } from './components/invitation-list.tsx';
import { memberColumns } from './components/members-table.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { RemoveMemberDialog } from './components/remove-member-dialog.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { memberWords } from './i18n/index.ts';

type View = 'members' | 'invitations';

/**
 * /members: who works in the chosen pharmacy and their roles; for managers also the invitations
 * (`?view=invitations`), inviting, role changes and removal. Nobody here edits a person's account.
 */
export function Component() {
  const t = useWords(memberWords);
  const current = useCurrentPharmacy();
  const canInvite = can(current.data?.role, 'members.manage');
  const inviteButton = (
    <Button
      component={RouterLink}
      to="/member"
      variant="contained"
      startIcon={<PersonAddAltOutlined />}
    >
      {t('inviteMember')}
    </Button>
  );

  let body;
  if (current.tenantId === '') body = <ChoosePharmacyFirst what={t('membersNoun')} />;
  else if (current.isPending) body = <ListSkeleton label={t('loadingMembers')} />;
  else if (current.isError)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else if (canInvite) body = <ManagerView pharmacy={current.data} inviteButton={inviteButton} />;
  else body = <MemberList pharmacy={current.data} addButton={null} />;

  return (
    <>
      <PageHeader
        title={t('members')}
        crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('members') }]}
        action={canInvite && inviteButton}
      />
      {body}
    </>
  );
}

/** Managers see two tabs: the members, and the invitations (with how many wait for an answer). */
function ManagerView({
  pharmacy,
  inviteButton,
}: {
  pharmacy: TTenantDetail;
  inviteButton: ReactNode;
}) {
  const t = useWords(memberWords);
  const [params, writeAddress] = useAddressParams();
  const view: View = params.get('view') === 'invitations' ? 'invitations' : 'members';
  const pending = useTenantInvitations(pharmacy.id, { status: 'PENDING', cursor: 0 });
  const pendingCount = pending.data?.total ?? 0;
  // Each tab has its own pages and filter: the other one starts from its first page.
  const setView = (next: View) =>
    writeAddress(() => new URLSearchParams(next === 'invitations' ? { view: next } : {}), {
      preventScrollReset: true,
    });
  return (
    <>
      <Tabs
        value={view}
        onChange={(_, next: View) => setView(next)}
        aria-label={t('membersAndInvitations')}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="members" label={t('members')} id="members-tab-members" />
        <Tab
          value="invitations"
          id="members-tab-invitations"
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {t('invitations')}
              {pendingCount > 0 && (
                <Chip
                  component="span"
                  label={pendingCount}
                  size="small"
                  color="warning"
                  aria-label={t('waiting', { count: pendingCount })}
                  sx={{ height: 20, fontWeight: 700 }}
                />
              )}
            </Box>
          }
        />
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`members-tab-${view}`}>
        {view === 'members' ? (
          <MemberList pharmacy={pharmacy} addButton={inviteButton} />
        ) : (
          <InvitationList pharmacy={pharmacy} inviteButton={inviteButton} />
        )}
      </Box>
    </>
  );
}

function MemberList({ pharmacy, addButton }: { pharmacy: TTenantDetail; addButton: ReactNode }) {
  const t = useWords(memberWords);
  const locale = useLocale();
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

  return (
    <>
      {members.data && members.data.total > 0 && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('membersIntro', { name: pharmacy.name })}
        </Typography>
      )}
      <DataTable
        label={t('members')}
        loadingLabel={t('loadingMembers')}
        columns={memberColumns({ t, locale, myRole: pharmacy.role, myId, onRemove: setRemoving })}
        rows={isPastEnd ? undefined : members.data?.docs}
        rowKey={(member) => member.user.id}
        query={members}
        empty={
          <EmptyState icon={<GroupOutlined />} title={t('noMembers')} action={addButton}>
            {t('noMembersText', { name: pharmacy.name })}
          </EmptyState>
        }
      />
      {members.data && (
        <Pager data={members.data} page={page} onPage={setPage} noun={t('membersNoun')} />
      )}
      <RemoveMemberDialog
        member={removing}
        tenantId={pharmacy.id}
        pharmacyName={pharmacy.name}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
