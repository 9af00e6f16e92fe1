import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DASHBOARD_PATH, ZCreateTenantRequest } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { brandName } from '../../../config/public-config.ts';
import { notify } from '../../../lib/notify.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { adoptNewPharmacy, createPharmacy } from '../../../lib/pharmacy.ts';
import { usePendingActionStore } from '../../../stores/pending-action-store.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { isPharmacyType, planOf } from './org-plans.ts';
import { signupJourney } from './signup-draft.ts';
import { StepRedirect, WizardStep, useStepGuard } from './wizard-step.tsx';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * /signup/review: everything entered, with a way back to what can still change; Submit creates
 * the pharmacy (POST /tenants), chooses it, ends the journey and opens the dashboard.
 */
export function Component() {
  const t = useWords(accountWords);
  const { orgTypeName } = useOrganisationWords();
  const navigate = useNavigate();
  const { draft, signedIn, redirect } = useStepGuard('review');
  const user = useAuthStore((s) => s.userInfo);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const pharmacy = ZCreateTenantRequest.safeParse(draft.pharmacy).data;
  if (redirect || !pharmacy) return <StepRedirect to={redirect ?? SIGNUP_PATHS.pharmacy} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const created = await createPharmacy(pharmacy);
      adoptNewPharmacy(created);
      // A visitor who hearted a listing before signing up goes back to it (issue 13).
      const back = usePendingActionStore.getState().takeReturnTo();
      await navigate(back ?? DASHBOARD_PATH, { replace: true });
      signupJourney.reset();
      notify.success(t('toastWelcome', { brand: brandName() }), {
        description: t('toastCreated', { name: created.name }),
      });
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  };

  const plan = planOf(pharmacy.org_type);
  const isPharmacy = isPharmacyType(pharmacy.org_type);
  return (
    <WizardStep
      step="review"
      draft={draft}
      signedIn={signedIn}
      description={t(isPharmacy ? 'reviewDescriptionPharmacy' : 'reviewDescriptionOrganisation')}
      onSubmit={(e) => void submit(e)}
      pending={pending}
      nextLabel={t(isPharmacy ? 'createPharmacy' : 'createOrganisation')}
      backTo={SIGNUP_PATHS.pharmacy}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      )}
      <Section title={t('plan')} editTo={SIGNUP_PATHS.pharmacy} editLabel={t('editPlan')}>
        <Row label={t('orgType')} value={orgTypeName(pharmacy.org_type)} />
        <Row label={t('plan')} value={t(plan.title)} />
      </Section>
      <Divider sx={{ my: 2.5 }} />
      <Section title={t('yourAccount')} note={t('accountNote')}>
        <Row label={t('fullName')} value={user?.fullName ?? draft.signedUp?.full_name} />
        <Row
          label={t('email')}
          value={
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              {user?.email ?? draft.verifiedEmail}
              <Chip
                icon={<VerifiedOutlined />}
                label={t('verified')}
                color="success"
                size="small"
                variant="outlined"
              />
            </Box>
          }
        />
        <Row label={t('phone')} value={user?.phoneNumber ?? draft.signedUp?.phone_number} />
      </Section>
      <Divider sx={{ my: 2.5 }} />
      <Section
        title={t(isPharmacy ? 'pharmacy' : 'organisation')}
        editTo={SIGNUP_PATHS.pharmacy}
        editLabel={t(isPharmacy ? 'editPharmacyDetails' : 'editOrganisationDetails')}
      >
        <Row label={t('name')} value={pharmacy.name} />
        <Row label={t('address')} value={pharmacy.address} />
        <Row label={t('city')} value={pharmacy.city} />
        <Row label={t('tin')} value={pharmacy.tin_number} />
      </Section>
    </WizardStep>
  );
}

function Section({
  title,
  editTo,
  editLabel,
  note,
  children,
}: {
  title: string;
  editTo?: string;
  editLabel?: string;
  note?: string;
  children: ReactNode;
}) {
  const t = useWords(accountWords);
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.0625rem' }}>
          {title}
        </Typography>
        {editTo && (
          <Button
            component={RouterLink}
            to={editTo}
            size="small"
            startIcon={<EditOutlined />}
            aria-label={editLabel}
          >
            {t('edit')}
          </Button>
        )}
      </Box>
      {note && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="textSecondary"
        sx={{ mt: { xs: 1, sm: 0 } }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Typography>
    </>
  );
}
