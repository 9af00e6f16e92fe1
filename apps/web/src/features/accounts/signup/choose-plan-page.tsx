import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZOrgType, type TOrgType } from '@dawa/contract';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import {
  ORG_TYPE_DETAILS,
  OTHER_ORG_TYPES,
  PHARMACY_ORG_TYPES,
  PLANS,
  type Plan,
} from './org-plans.ts';
import { signupJourney } from './signup-draft.ts';
import { StepRedirect, WizardStep, useStepGuard } from './wizard-step.tsx';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

const ZChoosePlan = z.object({ org_type: ZOrgType });

/** /signup/choose-plan: what the organisation is, which decides its plan. */
export function Component() {
  const t = useWords(accountWords);
  const navigate = useNavigate();
  const { draft, signedIn, redirect } = useStepGuard('plan');
  const form = useZodForm(ZChoosePlan, { defaultValues: { org_type: draft.org_type } });
  const submit = form.handleSubmit(({ org_type }) => {
    signupJourney.save({
      org_type,
      // The pharmacy step starts from the chosen type, unless it was already changed there.
      ...(draft.pharmacy ? { pharmacy: { ...draft.pharmacy, org_type } } : {}),
    });
    void navigate(SIGNUP_PATHS.details);
  });
  if (redirect) return <StepRedirect to={redirect} />;

  const error = form.formState.errors.org_type?.message;
  return (
    <WizardStep
      step="plan"
      draft={draft}
      signedIn={signedIn}
      description={t('planDescription')}
      onSubmit={submit}
      pending={false}
      backTo={SIGNUP_PATHS.start}
    >
      {error && (
        <Alert id="org-type-error" severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="org_type"
        render={({ field }) => (
          <Box
            role="radiogroup"
            aria-label={t('orgType')}
            aria-describedby={error ? 'org-type-error' : undefined}
          >
            <PlanGroup
              plan={PLANS.backOffice}
              types={PHARMACY_ORG_TYPES}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              inputRef={field.ref}
            />
            <PlanGroup
              plan={PLANS.marketplace}
              types={OTHER_ORG_TYPES}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          </Box>
        )}
      />
    </WizardStep>
  );
}

function PlanGroup({
  plan,
  types,
  value,
  onChange,
  name,
  inputRef,
}: {
  plan: Plan;
  types: readonly TOrgType[];
  value: TOrgType | undefined;
  onChange: (value: TOrgType) => void;
  name: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useWords(accountWords);
  const { orgTypeName } = useOrganisationWords();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 1.5, width: '100%' }}>
        <Chip
          label={t(plan.title)}
          color="primary"
          variant="outlined"
          size="small"
          sx={{ mb: 0.5 }}
        />
        <Typography variant="body2" color="textSecondary">
          {t(plan.summary)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {types.map((type, i) => {
          const { icon: Icon, hint } = ORG_TYPE_DETAILS[type];
          const checked = value === type;
          const id = `org-type-${type}`;
          return (
            <Box
              key={type}
              component="label"
              htmlFor={id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                pr: 1,
                borderRadius: 2.5,
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                boxShadow: (t) =>
                  checked ? `inset 0 0 0 1px ${t.vars.palette.primary.main}` : 'none',
                bgcolor: checked ? 'action.selected' : 'transparent',
                cursor: 'pointer',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: 'primary.main' },
                '&:has(:focus-visible)': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Icon color="primary" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{orgTypeName(type)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(hint)}
                </Typography>
              </Box>
              <Radio
                id={id}
                name={name}
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                slotProps={{ input: { ref: i === 0 ? inputRef : undefined } }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
