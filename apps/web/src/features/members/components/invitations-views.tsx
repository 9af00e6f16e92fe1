import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Locale, TTenantInvitation } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import type { Column } from '../../../components/data-table/data-table.tsx';
import type { T } from '../../../i18n/words.ts';
import type memberEn from '../i18n/en.ts';
import { formatDate } from '../../../lib/format.ts';
import { invitationWhen } from '../invitation-text.ts';
import { InvitationStatusChip } from './invitation-status-chip.tsx';

interface InvitationsViewProps {
  /** Managers withdraw invitations nobody answered yet. */
  onWithdraw: (invitation: TTenantInvitation) => void;
}

/** What the pharmacy typed: the address, and the name it gave (its label, not the account's). */
function Invitee({ invitation }: { invitation: TTenantInvitation }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {invitation.full_name}
      </Typography>
    </Box>
  );
}

function WithdrawButton({
  invitation,
  onWithdraw,
}: {
  invitation: TTenantInvitation;
  onWithdraw: InvitationsViewProps['onWithdraw'];
}) {
  const t = useWords(memberWords);
  if (invitation.status !== 'PENDING') return null;
  return (
    <Button
      size="small"
      color="error"
      onClick={() => onWithdraw(invitation)}
      aria-label={t('withdrawAria', { email: invitation.email })}
    >
      {t('withdraw')}
    </Button>
  );
}

const inviterOf = (invitation: TTenantInvitation) => invitation.invitedBy?.fullName ?? '—';

/** The invitations list's columns (DataTable): a table on desks, cards on phones. */
export function invitationColumns({
  onWithdraw,
  t,
  locale,
}: Pick<InvitationsViewProps, 'onWithdraw'> & {
  t: T<typeof memberEn>;
  locale: Locale;
}): Column<TTenantInvitation>[] {
  const when = (invitation: TTenantInvitation) => invitationWhen(invitation, t, locale);
  return [
    {
      key: 'invited',
      header: t('invited'),
      card: 'title',
      maxWidth: 320,
      cell: (invitation) => <Invitee invitation={invitation} />,
    },
    {
      key: 'role',
      header: t('role'),
      card: 'chips',
      cell: (invitation) => <RoleChip role={invitation.role} />,
    },
    { key: 'invitedBy', header: t('invitedBy'), card: 'none', cell: inviterOf },
    {
      key: 'sent',
      header: t('sent'),
      card: 'line',
      nowrap: true,
      cell: (invitation) => formatDate(invitation.createdAt, locale),
      cardCell: (invitation) =>
        invitation.invitedBy
          ? t('sentOnBy', {
              date: formatDate(invitation.createdAt, locale),
              name: invitation.invitedBy.fullName,
            })
          : t('sentOn', { date: formatDate(invitation.createdAt, locale) }),
    },
    {
      key: 'status',
      header: t('status'),
      card: 'chips',
      cell: (invitation) => (
        <>
          <InvitationStatusChip status={invitation.status} />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {when(invitation)}
          </Typography>
        </>
      ),
      cardCell: (invitation) => <InvitationStatusChip status={invitation.status} />,
    },
    {
      // On a card the status chip says what it is; when it happened is a line of its own.
      key: 'when',
      header: t('when'),
      card: 'line',
      hideHeader: true,
      cell: () => null,
      cardCell: when,
      deskHidden: true,
    },
    {
      key: 'actions',
      header: t('actions'),
      hideHeader: true,
      card: 'footer',
      align: 'right',
      cell: (invitation) =>
        invitation.status === 'PENDING' ? (
          <WithdrawButton invitation={invitation} onWithdraw={onWithdraw} />
        ) : null,
    },
  ];
}
