import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PostDraft } from '../../../stores/post-add-journey-store.ts';
import {
  POST_STEPS,
  isStepValid,
  postStepIndex,
  redirectForStep,
  stepHref,
  type PostStepKey,
} from '../post-steps.ts';

/** Behind the current step and filled in (photos count once there are some). */
const isDone = (key: PostStepKey, current: number, draft: PostDraft) =>
  key !== 'review' &&
  postStepIndex(key) < current &&
  (key === 'media' ? (draft.medias?.length ?? 0) > 0 : isStepValid(key, draft));

/**
 * The five steps: labelled from 600 px up (steps that may be opened are links), a compact
 * "Step 2 of 5" with a segmented bar on phones.
 */
export function PostStepper({
  current,
  draft,
  editId,
}: {
  current: PostStepKey;
  draft: PostDraft;
  editId: string | null;
}) {
  const active = postStepIndex(current);
  return (
    <Box component="nav" aria-label="Steps of the listing" sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" sx={{ mb: 1 }} aria-current="step">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Step {active + 1} of {POST_STEPS.length} ·{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {POST_STEPS[active]?.label}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
          {POST_STEPS.map((s, i) => (
            <Box
              key={s.key}
              sx={{
                flex: 1,
                height: 6,
                borderRadius: 3,
                bgcolor: i <= active ? 'primary.main' : 'action.selected',
              }}
            />
          ))}
        </Box>
      </Box>
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {POST_STEPS.map((s) => {
          const isLink = s.key !== current && redirectForStep(s.key, draft) === null;
          return (
            <Step key={s.key} completed={isDone(s.key, active, draft)}>
              <StepLabel aria-current={s.key === current ? 'step' : undefined}>
                {isLink ? (
                  <Link
                    component={RouterLink}
                    to={stepHref(s.key, editId)}
                    color="inherit"
                    underline="always"
                  >
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
