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
import type { TMember, TTenantDetail } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, initials } from '../../../lib/format.ts';
import { canManage } from '../../../lib/pharmacy.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { useMember } from '../api/members-api.ts';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { FactList } from '../../../components/page/fact-list.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';

/** The member link names nobody in this pharmacy (removed, mistyped, or another pharmacy's). */
export function MemberNotFound() {
  const t = useWords(memberWords);
  return (
    <EmptyState
      icon={<PersonOffOutlined />}
      title={t('notFound')}
      action={
        <Button component={RouterLink} to="/members" variant="contained">
          {t('backToMembers')}
        </Button>
      }
    >
      {t('notFoundText')}
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
  const t = useWords(memberWords);
  if (member.isPending) return <ListSkeleton rows={1} height={280} label={t('loadingMember')} />;
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
  const t = useWords(memberWords);
  const { roleName } = useOrganisationWords();
  const locale = useLocale();
  const navigate = useNavigate();
  const myId = useAuthStore((s) => s.userInfo?.id);
  const [isRemoving, setIsRemoving] = useState(false);
  const { user } = member;
  const isSelf = user.id === myId;
  const mayChange = !isSelf && canManage(pharmacy.role, member.role);
  const facts: [string, ReactNode][] = [
    [t('role'), <RoleChip key="role" role={member.role} />],
    [t('phone'), user.phoneNumber ?? t('notGiven')],
    [t('username'), user.username ?? t('notChosen')],
    [t('memberSince'), formatDate(member.joinedAt, locale)],
    [t('account'), t(user.status === 'ACTIVE' ? 'active' : 'disabled')],
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
                {t('roleOf', { role: roleName(member.role), name: pharmacy.name })}
              </Typography>
              {isSelf && <Chip label={t('you')} size="small" />}
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
              {t('changeRole')}
            </Button>
          )}
          {mayChange && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<PersonRemoveOutlined />}
              onClick={() => setIsRemoving(true)}
            >
              {t('removeFromPharmacy')}
            </Button>
          )}
          {isSelf && (
            <Button component={RouterLink} to="/profile/detail" variant="outlined">
              {t('editProfile')}
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
