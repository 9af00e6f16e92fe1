import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink } from 'react-router';
import type { TMeResponse } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { FactList } from '../../../components/page/fact-list.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { formatDate, initials } from '../../../lib/format.ts';
import { useTenantStore } from '../../../stores/tenant-store.ts';
import { profileWords } from '../i18n/index.ts';
import { LanguageSettings } from './language-settings.tsx';

/** Who I am, above the tabs: picture, name, e-mail and username, verification and role. */
export function ProfileSummary({ me }: { me: TMeResponse }) {
  const t = useWords(profileWords);
  const { user } = me;
  return (
    <Box
      component="section"
      aria-label={t('accountSummary')}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}
    >
      <Avatar
        src={user.picture ?? undefined}
        alt=""
        sx={{
          width: { xs: 56, sm: 72 },
          height: { xs: 56, sm: 72 },
          bgcolor: 'primary.main',
          fontSize: '1.4rem',
        }}
      >
        {initials(user.fullName)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {user.fullName}
        </Typography>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.username ? `@${user.username} · ` : ''}
          {user.email}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          {user.emailVerified ? (
            <Chip
              icon={<VerifiedOutlined />}
              label={t('verified')}
              color="success"
              variant="outlined"
              size="small"
            />
          ) : (
            <Chip label={t('notVerified')} color="warning" variant="outlined" size="small" />
          )}
          {me.isPlatformAdmin && (
            <Chip label={t('platformAdmin')} color="primary" variant="outlined" size="small" />
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The Account tab: my account details, and the pharmacy I am working in. */
export function AccountOverview({ me }: { me: TMeResponse }) {
  const t = useWords(profileWords);
  const locale = useLocale();
  const { user } = me;
  const facts: [string, ReactNode][] = [
    [t('factEmail'), user.email],
    [t('factUsername'), user.username ?? t('usernameNotChosen')],
    [t('factPhone'), user.phoneNumber ?? t('phoneNotGiven')],
    [t('memberSince'), formatDate(user.createdAt, locale)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <Card component="section" aria-labelledby="profile-account-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="profile-account-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('accountDetails')}
          </Typography>
          <FactList facts={facts} />
          <Button
            component={RouterLink}
            to="/profile/detail"
            variant="outlined"
            size="small"
            sx={{ mt: 2.5 }}
          >
            {t('editDetails')}
          </Button>
        </CardContent>
      </Card>
      <LanguageSettings user={user} />
      <PharmacyCard />
    </Box>
  );
}

function PharmacyCard() {
  const t = useWords(profileWords);
  const tenant = useTenantStore((s) => s.tenantDetail);
  return (
    <Card component="section" aria-labelledby="profile-pharmacy-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <LocalPharmacyOutlined color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="profile-pharmacy-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('workingIn')}
          </Typography>
          {tenant ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {tenant.name}
              </Typography>
              <RoleChip role={tenant.role} />
            </Box>
          ) : (
            <Typography color="textSecondary">{t('noOrganisation')}</Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/pharmacy" variant="outlined" size="small">
              {t('myOrganisations')}
            </Button>
            {tenant && (
              <Button component={RouterLink} to="/members" size="small">
                {t('members')}
              </Button>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
