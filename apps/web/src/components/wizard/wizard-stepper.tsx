import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { wizardWords } from '../../i18n/wizard/index.ts';
import { useWords } from '../../i18n/words.ts';

export interface WizardStepperStep {
  /** Short name of the step; unique within the wizard. */
  label: string;
  /** Where the step lives, when it may be opened from here; without it the label is plain text. */
  path?: string;
  /** Shown as completed (a tick). */
  done?: boolean;
}

interface WizardStepperProps {
  /** The navigation landmark's name, e.g. "Sign-up steps". */
  label: string;
  steps: readonly WizardStepperStep[];
  /** Index of the step on screen. */
  current: number;
  /** Fades the bar segments of steps behind the current one that were left undone. */
  dimSkipped?: boolean;
}

/**
 * Where the visitor is among a wizard's steps: labelled steps from 600 px up (those that may be
 * opened are links), a compact "Step 2 of 5" with a segmented bar on phones.
 */
export function WizardStepper({ label, steps, current, dimSkipped = false }: WizardStepperProps) {
  const t = useWords(wizardWords);
  return (
    <Box component="nav" aria-label={label} sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" sx={{ mb: 1 }} aria-current="step">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('stepOf', { current: current + 1, total: steps.length })} ·{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {steps[current]?.label}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
          {steps.map((s, i) => (
            <Box
              key={s.label}
              sx={{
                flex: 1,
                height: 6,
                borderRadius: 3,
                bgcolor: i <= current ? 'primary.main' : 'action.selected',
                opacity: dimSkipped && i < current && !s.done ? 0.5 : undefined,
              }}
            />
          ))}
        </Box>
      </Box>
      <Stepper activeStep={current} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {steps.map((s, i) => (
          <Step key={s.label} completed={s.done ?? false}>
            <StepLabel aria-current={i === current ? 'step' : undefined}>
              {s.path !== undefined && i !== current ? (
                <Link component={RouterLink} to={s.path} color="inherit" underline="always">
                  {s.label}
                </Link>
              ) : (
                s.label
              )}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
