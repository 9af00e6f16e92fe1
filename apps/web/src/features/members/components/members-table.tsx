import type { TMember, TTenantRole } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import type { Column } from '../../../components/data-table/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { canManage } from '../../../lib/pharmacy.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberIdentity } from './member-identity.tsx';

/** The members list's columns (DataTable): a table on desks, cards on phones. */
export function memberColumns({
  myRole,
  myId,
  onRemove,
}: {
  myRole: TTenantRole;
  myId: string;
  onRemove: (member: TMember) => void;
}): Column<TMember>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      maxWidth: 360,
      cell: (member) => <MemberIdentity user={member.user} isSelf={member.user.id === myId} />,
    },
    {
      key: 'phone',
      header: 'Phone',
      card: 'none',
      nowrap: true,
      cell: (member) => member.user.phoneNumber ?? '—',
    },
    {
      key: 'role',
      header: 'Role',
      card: 'chips',
      cell: (member) => <RoleChip role={member.role} />,
    },
    {
      key: 'joined',
      header: 'Joined',
      card: 'line',
      nowrap: true,
      cell: (member) => formatDate(member.joinedAt),
      cardCell: (member) => `Joined ${formatDate(member.joinedAt)}`,
    },
    {
      key: 'actions',
      header: 'Actions',
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
