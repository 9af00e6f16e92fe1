import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { ListSkeleton } from '../../../components/list/list-states.tsx';
import { useRouteTitle } from '../../../components/page/use-document-title.ts';
import { WizardCard } from '../../../components/wizard/wizard-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSellingAs } from '../../../lib/selling.ts';
import { openPharmacySwitch } from '../../../lib/tenant-switch.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { usePostAddJourneyStore } from '../../../stores/post-add-journey-store.ts';
import {
  POST_PATHS,
  postStepIndex,
  redirectForStep,
  stepHref,
  type PostStepKey,
} from '../post-steps.ts';
import { EditRefused, usePostDraft, type DraftContext } from '../use-post-draft.ts';
import { PostStepper } from './post-stepper.tsx';

const PAGE_SX = { maxWidth: 760, mx: 'auto', minWidth: 0 } as const;

/**
 * Renders a step once its draft is ready: the edited listing loaded (or why it cannot be), and
 * anyone who skipped ahead sent to the first step still to fill in.
 */
export function PostDraftGate({
  step,
  children,
}: {
  step: PostStepKey;
  children: (context: DraftContext) => ReactNode;
}) {
  const state = usePostDraft();
  const selling = useSellingAs();
  const ready = state.status === 'ready' ? state.context : null;
  const redirect = ready ? redirectForStep(step, ready.draft) : null;
  useEffect(() => {
    if (ready && !ready.editId && redirect === null)
      usePostAddJourneyStore.getState().setStep(postStepIndex(step));
  }, [ready, redirect, step]);

  // Posting for an organisation needs a role that manages its listings (decision 018); an edit is
  // decided per listing by the API.
  if (!selling.canSell && state.status === 'ready' && !state.context.editId)
    return <CannotSellHere organisation={selling.organisation?.name ?? ''} />;
  if (state.status === 'loading')
    return (
      <Box sx={PAGE_SX}>
        <ListSkeleton rows={4} height={88} label="Loading the listing" />
      </Box>
    );
  if (state.status === 'error') return <EditLoadError error={state.error} retry={state.retry} />;
  if (redirect) return <Navigate to={stepHref(redirect, state.context.editId)} replace />;
  return children(state.context);
}

/** A member whose role does not post for the organisation chosen: what they can do instead. */
function CannotSellHere({ organisation }: { organisation: string }) {
  return (
    <Box sx={PAGE_SX}>
      <Alert severity="info">
        <AlertTitle>Only owners and administrators post for {organisation}</AlertTitle>
        Your role in {organisation} does not post its listings. Ask one of its owners or
        administrators, or choose another organisation to post for.
      </Alert>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => openPharmacySwitch(true)}>
          Choose an organisation
        </Button>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          Back to the dashboard
        </Button>
      </Stack>
    </Box>
  );
}

function EditLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const isRefused =
    error instanceof EditRefused ||
    (error instanceof ApiError && (error.status === 403 || error.status === 404));
  const needsSignIn = error instanceof EditRefused && error.needsSignIn;
  return (
    <Box sx={PAGE_SX}>
      <Alert
        severity={isRefused ? 'warning' : 'error'}
        action={
          isRefused ? undefined : (
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          )
        }
      >
        <AlertTitle>This listing cannot be edited</AlertTitle>
        {error instanceof EditRefused ? error.message : errorMessage(error)}
      </Alert>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {needsSignIn && (
          <Button
            variant="contained"
            onClick={() => useAppStore.getState().setFlag('loginDialog', true)}
          >
            Sign in
          </Button>
        )}
        <Button
          component={RouterLink}
          to={POST_PATHS.media}
          variant={needsSignIn ? 'outlined' : 'contained'}
        >
          Post a new ad
        </Button>
        <Button component={RouterLink} to="/profile" variant="outlined">
          My profile
        </Button>
      </Stack>
    </Box>
  );
}

interface PostWizardStepProps {
  step: PostStepKey;
  context: DraftContext;
  description: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  nextLabel?: string;
  /** The previous step; none on the first. */
  back?: PostStepKey;
}

/** One step: "Post a listing" (or "Editing your listing"), the stepper, then the step's card. */
export function PostWizardStep({ step, context, back, ...card }: PostWizardStepProps) {
  const routeTitle = useRouteTitle() ?? '';
  // "Post a listing: photos" → "Photos" under the stepper; editing says so.
  const stepTitle = routeTitle.replace(/^Post a listing:\s*/i, '');
  const title = stepTitle.charAt(0).toUpperCase() + stepTitle.slice(1);
  return (
    <Box sx={PAGE_SX}>
      <Typography variant="overline" component="p" color="textSecondary" sx={{ mb: 0.5 }}>
        {context.editId ? 'Editing your listing' : 'Post a listing'}
      </Typography>
      <PostStepper current={step} draft={context.draft} editId={context.editId} />
      <WizardCard
        titleId={`post-${step}-title`}
        title={title}
        backTo={back ? stepHref(back, context.editId) : undefined}
        {...card}
      />
    </Box>
  );
}
