import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SignupDraft } from './signup-draft.ts';
import {
  SIGNUP_STEPS,
  canOpenStep,
  isStepDone,
  stepIndex,
  type SignedInEmail,
  type StepKey,
} from './signup-steps.ts';

/**
 * Where the visitor is among the five steps: labelled steps from 600 px up (done and reachable
 * ones are links), a compact "Step 2 of 5" with a segmented bar on phones.
 */
export function SignupStepper({
  current,
  draft,
  signedIn,
}: {
  current: StepKey;
  draft: SignupDraft;
  signedIn: SignedInEmail;
}) {
  const active = stepIndex(current);
  const currentLabel = SIGNUP_STEPS[active]?.label ?? '';
  return (
    <Box component="nav" aria-label="Sign-up steps" sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" sx={{ mb: 1 }} aria-current="step">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Step {active + 1} of {SIGNUP_STEPS.length} ·{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {currentLabel}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
          {SIGNUP_STEPS.map((s, i) => (
            <Box
              key={s.key}
              sx={{
                flex: 1,
                height: 6,
                borderRadius: 3,
                bgcolor: i <= active ? 'primary.main' : 'action.selected',
                opacity: i < active && !isStepDone(s.key, draft, signedIn) ? 0.5 : 1,
              }}
            />
          ))}
        </Box>
      </Box>
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {SIGNUP_STEPS.map((s) => {
          const done = isStepDone(s.key, draft, signedIn);
          const isLink = s.key !== current && canOpenStep(s.key, draft, signedIn);
          return (
            <Step key={s.key} completed={done}>
              <StepLabel aria-current={s.key === current ? 'step' : undefined}>
                {isLink ? (
                  <Link component={RouterLink} to={s.path} color="inherit" underline="always">
                    {s.label}
                  </Link>
                ) : (
                  s.label
                )}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
