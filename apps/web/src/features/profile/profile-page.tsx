import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink } from 'react-router';
import type { TMeResponse } from '@dawa/contract';
import { RoleChip } from '../../components/account/role-chip.tsx';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatDate, initials } from '../../lib/format.ts';
import { useMe } from '../../lib/me.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { FactList } from '../../components/page/fact-list.tsx';

const CRUMBS = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'My profile' }];

/** /profile: my account at a glance, and the pharmacy I am working in. */
export function Component() {
  const me = useMe();
  return (
    <>
      <PageHeader
        title="My profile"
        crumbs={CRUMBS}
        action={
          <Button
            component={RouterLink}
            to="/profile/detail"
            variant="contained"
            startIcon={<EditOutlined />}
          >
            Edit profile
          </Button>
        }
      />
      {me.isPending ? (
        <ListSkeleton rows={2} height={160} label="Loading your profile" />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
          <AccountCard me={me.data} />
          <PharmacyCard />
        </Box>
      )}
    </>
  );
}

function AccountCard({ me }: { me: TMeResponse }) {
  const { user } = me;
  const facts: [string, ReactNode][] = [
    ['Username', user.username ? `@${user.username}` : 'Not chosen yet'],
    ['Phone', user.phoneNumber ?? 'Not given'],
    ['Member since', formatDate(user.createdAt)],
  ];
  return (
    <Card component="section" aria-label="Account">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
          <Avatar
            src={user.picture ?? undefined}
            alt=""
            sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.5rem' }}
          >
            {initials(user.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {user.fullName}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              {user.emailVerified ? (
                <Chip
                  icon={<VerifiedOutlined />}
                  label="Verified"
                  color="success"
                  variant="outlined"
                  size="small"
                />
              ) : (
                <Chip label="Not verified" color="warning" variant="outlined" size="small" />
              )}
              {me.isPlatformAdmin && (
                <Chip label="Platform admin" color="primary" variant="outlined" size="small" />
              )}
            </Box>
          </Box>
        </Box>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}

function PharmacyCard() {
  const tenant = useTenantStore((s) => s.tenantDetail);
  return (
    <Card component="section" aria-labelledby="profile-pharmacy-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <LocalPharmacyOutlined color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="profile-pharmacy-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            Working in
          </Typography>
          {tenant ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {tenant.name}
              </Typography>
              <RoleChip role={tenant.role} />
            </Box>
          ) : (
            <Typography color="text.secondary">No pharmacy chosen.</Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/pharmacy" variant="outlined" size="small">
              My pharmacies
            </Button>
            {tenant && (
              <Button component={RouterLink} to="/members" size="small">
                Members
              </Button>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
