import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { ORG_TYPES, ZCreateTenantRequest, ZOrgType } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { nameLabelOf, planOf } from './org-plans.ts';
import { signupJourney, type SignupDraft } from './signup-draft.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { StepRedirect, WizardStep, useStepGuard } from './wizard-step.tsx';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

const saveTyped = (pharmacy: SignupDraft['pharmacy']) =>
  signupJourney.save({ pharmacy, pharmacyDone: false });

/**
 * /signup/tenant-setup: the pharmacy (or organisation) the new account will work in, as POST
 * /tenants takes it. Kept in the journey; created on the review step.
 */
export function Component() {
  const t = useWords(accountWords);
  const { orgTypeName } = useOrganisationWords();
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
      description={t('tenantDescription')}
      onSubmit={submit}
      pending={false}
    >
      <Stack spacing={2.5}>
        <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
          {t('accountReady', { email: signedIn ?? '' })}
        </Alert>
        <FormTextField
          control={form.control}
          name="name"
          label={t(nameLabelOf(chosenType))}
          autoComplete="organization"
        />
        <FormSelectField
          control={form.control}
          name="org_type"
          label={t('orgType')}
          helperText={chosenType ? t(planOf(chosenType).title) : undefined}
        >
          {ORG_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {orgTypeName(type)}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormTextField
          control={form.control}
          name="address"
          label={t('address')}
          autoComplete="street-address"
          placeholder={t('addressPlaceholder')}
        />
        <FormTextField
          control={form.control}
          name="city"
          label={t('city')}
          autoComplete="address-level2"
          placeholder={t('cityPlaceholder')}
        />
        <FormTextField
          control={form.control}
          name="tin_number"
          label={t('tinLabel')}
          inputMode="numeric"
          helperText={t('tinHelper')}
        />
      </Stack>
    </WizardStep>
  );
}
