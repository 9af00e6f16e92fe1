import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { ORG_TYPES, ORG_TYPE_LABELS, ZCreateTenantRequest, ZOrgType } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { nameLabelOf, planOf } from './org-plans.ts';
import { signupJourney, type SignupDraft } from './signup-draft.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { StepRedirect, WizardStep, useStepGuard } from './wizard-step.tsx';

const saveTyped = (pharmacy: SignupDraft['pharmacy']) =>
  signupJourney.save({ pharmacy, pharmacyDone: false });

/**
 * /signup/tenant-setup: the pharmacy (or organisation) the new account will work in, as POST
 * /tenants takes it. Kept in the journey; created on the review step.
 */
export function Component() {
  const navigate = useNavigate();
  const { draft, signedIn, redirect } = useStepGuard('pharmacy');
  const typed = draft.pharmacy;
  const orgType = ZOrgType.safeParse(typed?.org_type).data ?? draft.org_type;
  const form = useZodForm(ZCreateTenantRequest, {
    defaultValues: {
      name: typed?.name ?? '',
      org_type: orgType,
      address: typed?.address ?? '',
      city: typed?.city ?? '',
      tin_number: typed?.tin_number ?? '',
    },
  });
  useDraftAutosave(form.watch, saveTyped);
  const chosenType = form.watch('org_type');

  const submit = form.handleSubmit((pharmacy) => {
    signupJourney.save({ pharmacy, pharmacyDone: true, org_type: pharmacy.org_type });
    void navigate(SIGNUP_PATHS.review);
  });
  if (redirect) return <StepRedirect to={redirect} />;

  return (
    <WizardStep
      step="pharmacy"
      draft={draft}
      signedIn={signedIn}
      description="The pharmacy or organisation you will work in. You become its owner and can add members later."
      onSubmit={submit}
      pending={false}
    >
      <Stack spacing={2.5}>
        <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
          Your account is ready and you are signed in as {signedIn}.
        </Alert>
        <FormTextField
          control={form.control}
          name="name"
          label={nameLabelOf(chosenType)}
          autoComplete="organization"
        />
        <FormSelectField
          control={form.control}
          name="org_type"
          label="Organisation type"
          helperText={chosenType ? planOf(chosenType).title : undefined}
        >
          {ORG_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {ORG_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormTextField
          control={form.control}
          name="address"
          label="Address"
          autoComplete="street-address"
          placeholder="Bole Road, near Edna Mall"
        />
        <FormTextField
          control={form.control}
          name="city"
          label="City"
          autoComplete="address-level2"
          placeholder="Addis Ababa"
        />
        <FormTextField
          control={form.control}
          name="tin_number"
          label="TIN (tax identification number)"
          inputMode="numeric"
          helperText="As on your trade licence."
        />
      </Stack>
    </WizardStep>
  );
}
