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
import { DASHBOARD_PATH, ORG_TYPE_LABELS, ZCreateTenantRequest } from '@dawa/contract';
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

/**
 * /signup/review: everything entered, with a way back to what can still change; Submit creates
 * the pharmacy (POST /tenants), chooses it, ends the journey and opens the dashboard.
 */
export function Component() {
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
      notify.success(`Welcome to ${brandName()}`, {
        description: `${created.name} is set up and chosen. You are its owner.`,
      });
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  };

  const plan = planOf(pharmacy.org_type);
  const word = isPharmacyType(pharmacy.org_type) ? 'pharmacy' : 'organisation';
  return (
    <WizardStep
      step="review"
      draft={draft}
      signedIn={signedIn}
      description={`Check your details. Creating the ${word} makes you its owner and opens your dashboard.`}
      onSubmit={(e) => void submit(e)}
      pending={pending}
      nextLabel={`Create ${word}`}
      backTo={SIGNUP_PATHS.pharmacy}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      )}
      <Section title="Plan" editTo={SIGNUP_PATHS.pharmacy} editLabel="Edit plan">
        <Row label="Organisation type" value={ORG_TYPE_LABELS[pharmacy.org_type]} />
        <Row label="Plan" value={plan.title} />
      </Section>
      <Divider sx={{ my: 2.5 }} />
      <Section
        title="Your account"
        note="Verified and signed in. You can change your name and phone in your profile."
      >
        <Row label="Full name" value={user?.fullName ?? draft.signedUp?.full_name} />
        <Row
          label="E-mail"
          value={
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              {user?.email ?? draft.verifiedEmail}
              <Chip
                icon={<VerifiedOutlined />}
                label="Verified"
                color="success"
                size="small"
                variant="outlined"
              />
            </Box>
          }
        />
        <Row label="Phone" value={user?.phoneNumber ?? draft.signedUp?.phone_number} />
      </Section>
      <Divider sx={{ my: 2.5 }} />
      <Section
        title={isPharmacyType(pharmacy.org_type) ? 'Pharmacy' : 'Organisation'}
        editTo={SIGNUP_PATHS.pharmacy}
        editLabel={`Edit ${word} details`}
      >
        <Row label="Name" value={pharmacy.name} />
        <Row label="Address" value={pharmacy.address} />
        <Row label="City" value={pharmacy.city} />
        <Row label="TIN" value={pharmacy.tin_number} />
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
            Edit
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
