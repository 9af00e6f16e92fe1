import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Button from '@mui/material/Button';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePharmacySwitch } from '../../components/account/use-pharmacy-switch.ts';
import { EmptyState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notify } from '../../lib/notify.ts';
import { adoptNewPharmacy, settleNewJoiner } from '../../lib/pharmacy.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { useMyPharmacies } from './api/pharmacy-api.ts';
import { useWords } from '../../i18n/words.ts';
import { JoinPharmacyCard } from './components/join-pharmacy-card.tsx';
import { PharmacyForm } from './components/pharmacy-form.tsx';
import { pharmacyWords } from './i18n/index.ts';

/** /onboarding: a new joiner without a pharmacy creates one, or accepts an invitation to one. */
export function Component() {
  const t = useWords(pharmacyWords);
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.userInfo);
  const startWorking = () => {
    settleNewJoiner();
    void navigate('/dashboard');
  };
  const { switchingId: openingId, switchTo: open } = usePharmacySwitch({
    onSwitched: startWorking,
  });
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';
  // Onboarding is for someone without an organisation (issue 31: an owner of two pharmacies was
  // offered it): one who already has one is pointed at choosing it instead.
  // Decided once, from the first answer: joining or creating one here must not swap the page
  // (and the "You joined" dialog) away under the person.
  const mine = useMyPharmacies(0);
  const [owned, setOwned] = useState<number | null>(null);
  const chosen = useTenantStore((st) => st.tenantDetail);
  if (owned === null && mine.data) setOwned(mine.data.total);
  if (mine.isPending) {
    return (
      <>
        <PageHeader title={t('welcome')} />
        <ListSkeleton rows={2} height={160} label={t('loadingOrganisations')} />
      </>
    );
  }
  if (owned !== null && owned > 0) {
    return (
      <>
        <PageHeader title={t('welcome')} />
        <EmptyState
          icon={<StorefrontOutlined />}
          title={t('alreadyHaveOrganisation')}
          action={
            chosen ? (
              <Button component={RouterLink} to="/dashboard" variant="contained">
                {t('openDashboard')}
              </Button>
            ) : (
              <Button component={RouterLink} to="/pharmacy" variant="contained">
                {t('chooseOrganisation')}
              </Button>
            )
          }
        >
          {chosen
            ? t('workingIn', { name: chosen.name })
            : t('belongToOrganisations', { count: owned })}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('welcome')} />
      <Typography sx={{ mb: 3, maxWidth: 720 }} color="textSecondary">
        {firstName ? t('onboardingIntroNamed', { name: firstName }) : t('onboardingIntro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="create-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <AddBusinessOutlined color="primary" />
              <Typography id="create-title" variant="h2" component="h2">
                {t('createAPharmacy')}
              </Typography>
            </Stack>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              {t('createAPharmacyHint')}
            </Typography>
            <PharmacyForm
              submitLabel={t('createAndContinue')}
              onCreated={(tenant) => {
                adoptNewPharmacy(tenant);
                notify.success(t('pharmacyReady', { name: tenant.name }), {
                  description: t('youAreOwner'),
                });
                void navigate('/dashboard');
              }}
            />
          </CardContent>
        </Card>
        <JoinPharmacyCard
          email={user?.email ?? ''}
          onOpen={(tenant) => void open(tenant)}
          openingId={openingId}
          onJoinedSwitch={(tenant) => {
            notify.success(t('nowWorkingIn', { name: tenant.name }));
            startWorking();
          }}
        />
      </Box>
    </>
  );
}
