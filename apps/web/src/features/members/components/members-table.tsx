import type { Locale, TMember, TTenantRole } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import type { Column } from '../../../components/data-table/data-table.tsx';
import type { T } from '../../../i18n/words.ts';
import type memberEn from '../i18n/en.ts';
import { formatDate } from '../../../lib/format.ts';
import { canManage } from '../../../lib/pharmacy.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberIdentity } from './member-identity.tsx';

/** The members list's columns (DataTable): a table on desks, cards on phones. */
export function memberColumns({
  myRole,
  myId,
  onRemove,
  t,
  locale,
}: {
  t: T<typeof memberEn>;
  locale: Locale;
  myRole: TTenantRole;
  myId: string;
  onRemove: (member: TMember) => void;
}): Column<TMember>[] {
  return [
    {
      key: 'name',
      header: t('name'),
      card: 'title',
      maxWidth: 360,
      cell: (member) => <MemberIdentity user={member.user} isSelf={member.user.id === myId} />,
    },
    {
      key: 'phone',
      header: t('phone'),
      card: 'none',
      nowrap: true,
      cell: (member) => member.user.phoneNumber ?? '—',
    },
    {
      key: 'role',
      header: t('role'),
      card: 'chips',
      cell: (member) => <RoleChip role={member.role} />,
    },
    {
      key: 'joined',
      header: t('joined'),
      card: 'line',
      nowrap: true,
      cell: (member) => formatDate(member.joinedAt, locale),
      cardCell: (member) => t('joinedOn', { date: formatDate(member.joinedAt, locale) }),
    },
    {
      key: 'actions',
      header: t('actions'),
      hideHeader: true,
      card: 'aside',
      align: 'right',
      cell: (member) => (
        <MemberActions
          member={member}
          canChange={member.user.id !== myId && canManage(myRole, member.role)}
          onRemove={() => onRemove(member)}
        />
      ),
    },
  ];
}
