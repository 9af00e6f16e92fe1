import { useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TENANT_ROLE_LABELS, type TMember, type TTenantDetail } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, initials } from '../../../lib/format.ts';
import { canManage } from '../../../lib/pharmacy.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { useMember } from '../api/members-api.ts';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { FactList } from '../../../components/page/fact-list.tsx';

/** The member link names nobody in this pharmacy (removed, mistyped, or another pharmacy's). */
export function MemberNotFound() {
  return (
    <EmptyState
      icon={<PersonOffOutlined />}
      title="Member not found"
      action={
        <Button component={RouterLink} to="/members" variant="contained">
          Back to members
        </Button>
      }
    >
      They may have been removed, or the link belongs to another pharmacy.
    </EmptyState>
  );
}

/**
 * One member of the chosen pharmacy: who they are, their role, and what the caller may do there:
 * change the role or remove them. Their account (name, e-mail, phone, username, picture) is
 * theirs alone to edit (issue 12), so nothing here offers it.
 */
export function MemberDetail({
  pharmacy,
  member,
}: {
  pharmacy: TTenantDetail;
  member: ReturnType<typeof useMember>;
}) {
  if (member.isPending) return <ListSkeleton rows={1} height={280} label="Loading member" />;
  if (member.isError) {
    return member.error instanceof ApiError && member.error.status === 404 ? (
      <MemberNotFound />
    ) : (
      <ErrorState error={member.error} onRetry={() => void member.refetch()} />
    );
  }
  return <MemberCard member={member.data} pharmacy={pharmacy} />;
}

function MemberCard({ member, pharmacy }: { member: TMember; pharmacy: TTenantDetail }) {
  const navigate = useNavigate();
  const myId = useAuthStore((s) => s.userInfo?.id);
  const [isRemoving, setIsRemoving] = useState(false);
  const { user } = member;
  const isSelf = user.id === myId;
  const mayChange = !isSelf && canManage(pharmacy.role, member.role);
  const facts: [string, ReactNode][] = [
    ['Role', <RoleChip key="role" role={member.role} />],
    ['Phone', user.phoneNumber ?? 'Not given'],
    ['Username', user.username ?? 'Not chosen yet'],
    ['Member since', formatDate(member.joinedAt)],
    ['Account', user.status === 'ACTIVE' ? 'Active' : 'Disabled'],
  ];
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <Avatar
            src={user.picture ?? undefined}
            alt=""
            sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.4rem' }}
          >
            {initials(user.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {TENANT_ROLE_LABELS[member.role]} of {pharmacy.name}
              </Typography>
              {isSelf && <Chip label="You" size="small" />}
            </Box>
            <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <FactList facts={facts} />
        {(mayChange || isSelf) && <Divider sx={{ my: 3 }} />}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {mayChange && (
            <Button
              component={RouterLink}
              to={`/members/change?id=${user.id}`}
              variant="contained"
              startIcon={<ManageAccountsOutlined />}
            >
              Change role
            </Button>
          )}
          {mayChange && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<PersonRemoveOutlined />}
              onClick={() => setIsRemoving(true)}
            >
              Remove from pharmacy
            </Button>
          )}
          {isSelf && (
            <Button component={RouterLink} to="/profile/detail" variant="outlined">
              Edit my profile
            </Button>
          )}
        </Box>
      </CardContent>
      <RemoveMemberDialog
        member={isRemoving ? member : null}
        tenantId={pharmacy.id}
        pharmacyName={pharmacy.name}
        onClose={() => setIsRemoving(false)}
        onRemoved={() => void navigate('/members')}
      />
    </Card>
  );
}
