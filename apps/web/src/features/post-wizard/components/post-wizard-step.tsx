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
import { WizardCard } from '../../../components/wizard/wizard-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSellingAs } from '../../../lib/selling.ts';
import { openPharmacySwitch } from '../../../lib/tenant-switch.ts';
import { useWords } from '../../../i18n/words.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { usePostAddJourneyStore } from '../../../stores/post-add-journey-store.ts';
import { postWizardWords } from '../i18n/index.ts';
import {
  POST_PATHS,
  POST_STEPS,
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
  const t = useWords(postWizardWords);
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
        <ListSkeleton rows={4} height={88} label={t('loadingListing')} />
      </Box>
    );
  if (state.status === 'error') return <EditLoadError error={state.error} retry={state.retry} />;
  if (redirect) return <Navigate to={stepHref(redirect, state.context.editId)} replace />;
  return children(state.context);
}

/** A member whose role does not post for the organisation chosen: what they can do instead. */
function CannotSellHere({ organisation }: { organisation: string }) {
  const t = useWords(postWizardWords);
  return (
    <Box sx={PAGE_SX}>
      <Alert severity="info">
        <AlertTitle>{t('cannotSellTitle', { organisation })}</AlertTitle>
        {t('cannotSellText', { organisation })}
      </Alert>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => openPharmacySwitch(true)}>
          {t('chooseOrganisation')}
        </Button>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          {t('backToDashboard')}
        </Button>
      </Stack>
    </Box>
  );
}

function EditLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords(postWizardWords);
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
              {t('retry')}
            </Button>
          )
        }
      >
        <AlertTitle>{t('cannotEditTitle')}</AlertTitle>
        {needsSignIn
          ? t('signInToEdit')
          : error instanceof EditRefused
            ? error.message
            : errorMessage(error)}
      </Alert>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {needsSignIn && (
          <Button
            variant="contained"
            onClick={() => useAppStore.getState().setFlag('loginDialog', true)}
          >
            {t('signIn')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={POST_PATHS.media}
          variant={needsSignIn ? 'outlined' : 'contained'}
        >
          {t('postNewAd')}
        </Button>
        <Button component={RouterLink} to="/profile" variant="outlined">
          {t('myProfile')}
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
  const t = useWords(postWizardWords);
  // The step's own name under the stepper ("Photos"); the tab's title says "Post a listing" too.
  const title = t(POST_STEPS[postStepIndex(step)]?.title ?? 'postListing');
  return (
    <Box sx={PAGE_SX}>
      <Typography variant="overline" component="p" color="textSecondary" sx={{ mb: 0.5 }}>
        {context.editId ? t('editingListing') : t('postListing')}
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
