import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Locale, TAdminUser } from '@dawa/contract';
import type { Column } from '../../../components/data-table/data-table.tsx';
import type { T } from '../../../i18n/words.ts';
import type userEn from '../i18n/en.ts';
import { formatDate } from '../../../lib/format.ts';
import { AdminButton } from './admin-button.tsx';
import { UserStatusButton } from './user-status-button.tsx';
import { UserIdentity } from '../../../components/account/user-identity.tsx';

export interface UsersViewProps {
  myId: string;
  busyId: string | null;
  onDisable: (user: TAdminUser) => void;
  onEnable: (user: TAdminUser) => void;
  /** Asks to grant or take away platform administration. */
  onAdminChange: (user: TAdminUser) => void;
}

/** The row's actions: administration first, then the account's status. */
function Actions({
  user,
  myId,
  busyId,
  onDisable,
  onEnable,
  onAdminChange,
}: UsersViewProps & { user: TAdminUser }) {
  const isSelf = user.id === myId;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        // One line in the table (desks); wrapping on a phone's card.
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        justifyContent: 'flex-end',
      }}
    >
      <AdminButton
        user={user}
        isSelf={isSelf}
        isBusy={busyId === user.id}
        onChoose={() => onAdminChange(user)}
      />
      <UserStatusButton
        user={user}
        isSelf={isSelf}
        isBusy={busyId === user.id}
        onDisable={() => onDisable(user)}
        onEnable={() => onEnable(user)}
      />
    </Box>
  );
}

function Badges({ user, t }: { user: TAdminUser; t: T<typeof userEn> }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
      <Chip
        label={t(user.status === 'ACTIVE' ? 'active' : 'disabled')}
        color={user.status === 'ACTIVE' ? 'success' : 'warning'}
        variant="outlined"
        size="small"
      />
      {!user.emailVerified && <Chip label={t('unverified')} size="small" variant="outlined" />}
      {user.isPlatformAdmin && (
        <Chip label={t('platformAdmin')} color="primary" variant="outlined" size="small" />
      )}
    </Box>
  );
}

/** The users list's columns (DataTable): a table on desks, cards on phones. */
export function userColumns(
  actions: UsersViewProps,
  t: T<typeof userEn>,
  locale: Locale,
): Column<TAdminUser>[] {
  return [
    {
      key: 'user',
      header: t('user'),
      card: 'title',
      maxWidth: 360,
      cell: (user) => (
        <UserIdentity user={user} isSelf={user.id === actions.myId} avatarSize={36} />
      ),
    },
    { key: 'username', header: t('username'), card: 'none', cell: (user) => user.username ?? '—' },
    {
      key: 'status',
      header: t('status'),
      card: 'chips',
      cell: (user) => <Badges user={user} t={t} />,
    },
    {
      key: 'joined',
      header: t('joined'),
      card: 'line',
      nowrap: true,
      cell: (user) => formatDate(user.createdAt, locale),
      cardCell: (user) =>
        user.username
          ? t('joinedOnAs', { date: formatDate(user.createdAt, locale), username: user.username })
          : t('joinedOn', { date: formatDate(user.createdAt, locale) }),
    },
    {
      key: 'access',
      header: t('access'),
      card: 'footer',
      align: 'right',
      cell: (user) => <Actions user={user} {...actions} />,
    },
  ];
}
