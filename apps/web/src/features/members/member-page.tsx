import { useState } from 'react';
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
import { INVITATION_TTL_DAYS, type TTenantInvitation } from '@dawa/contract';
import { InviteMemberForm } from './components/invite-member-form.tsx';
import { InvitationSent } from './components/invitation-sent.tsx';
import { MemberDetail, MemberNotFound } from './components/member-detail.tsx';
import { useMember } from './api/members-api.ts';
import { usePageTitle } from '../../components/page/use-document-title.ts';
import { useWords } from '../../i18n/words.ts';
import { memberWords } from './i18n/index.ts';

/**
 * /member: the route table's "Invite member"; with `?id=<user id>` the same route shows that
 * member of the chosen pharmacy (the list links here), with role change and removal only: a
 * pharmacy never edits a person's account (issue 12).
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <InviteMember /> : <Member id={id} />;
}

function InviteMember() {
  const t = useWords(memberWords);
  const [sent, setSent] = useState<TTenantInvitation | null>(null);
  const body = (
    <ManagersOnly action="invite">
      {(pharmacy) => (
        <Card sx={{ maxWidth: 640 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {sent ? (
              <InvitationSent
                invitation={sent}
                pharmacy={pharmacy}
                onInviteAnother={() => setSent(null)}
              />
            ) : (
              <>
                <Typography color="textSecondary" sx={{ mb: 3 }}>
                  {t('inviteIntro', { name: pharmacy.name, days: INVITATION_TTL_DAYS })}
                </Typography>
                <InviteMemberForm pharmacy={pharmacy} onInvited={setSent} />
              </>
            )}
          </CardContent>
        </Card>
      )}
    </ManagersOnly>
  );
  return (
    <>
      <PageHeader
        title={t('inviteMember')}
        crumbs={[
          { label: t('dashboard'), to: '/dashboard' },
          { label: t('members'), to: '/members' },
          { label: t('inviteMember') },
        ]}
      />
      {body}
    </>
  );
}

function Member({ id }: { id: string }) {
  const t = useWords(memberWords);
  const current = useCurrentPharmacy();
  const isWellFormed = isUuid(id);
  const member = useMember(current.tenantId, isWellFormed ? id : null);
  const name = member.data?.user.fullName ?? null;
  // Loading, found or not: this is a member's page, never "Invite member".
  usePageTitle(name ?? t('member'));
  let body;
  if (current.tenantId === '') body = <ChoosePharmacyFirst what={t('membersNoun')} />;
  else if (!isWellFormed) body = <MemberNotFound />;
  else if (current.isPending)
    body = <ListSkeleton rows={1} height={280} label={t('loadingMember')} />;
  else if (current.isError)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else body = <MemberDetail pharmacy={current.data} member={member} />;
  return (
    <>
      <PageHeader
        title={name ?? t('member')}
        crumbs={[
          { label: t('dashboard'), to: '/dashboard' },
          { label: t('members'), to: '/members' },
          { label: t('member') },
        ]}
      />
      {body}
    </>
  );
}
