import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { TComplianceStatus } from '@dawa/contract';
import { EmptyState } from '../../../components/list/list-states.tsx';
import { useWords } from '../../../i18n/words.ts';
import { usePostAddJourneyStore } from '../../../stores/post-add-journey-store.ts';
import { postWizardWords } from '../i18n/index.ts';
import { POST_PATHS } from '../post-steps.ts';

/** What the review hands the confirmation (kept in the history entry, so a reload shows it again). */
export interface ConfirmationState {
  postId: string;
  compliance: TComplianceStatus | null;
  mode: 'published' | 'saved';
  /** Set once the finished draft is cleared, so a reload does not clear a newer one. */
  isDraftCleared?: boolean;
}

const isConfirmation = (state: unknown): state is ConfirmationState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as ConfirmationState).postId === 'string' &&
  (state as ConfirmationState).postId !== '';

/** /post/confirmation: live, or waiting for Dawa's review in a regulated category. */
export function Component() {
  const t = useWords(postWizardWords);
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const confirmation = isConfirmation(state) ? state : null;
  useEffect(() => {
    if (!confirmation || confirmation.isDraftCleared) return;
    const journey = usePostAddJourneyStore.getState();
    if (confirmation.mode === 'saved') journey.clearEdit();
    else journey.clearDraft();
    void navigate(location.pathname, {
      replace: true,
      state: { ...confirmation, isDraftCleared: true } satisfies ConfirmationState,
    });
  }, [confirmation, location.pathname, navigate]);

  if (!isConfirmation(state))
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <EmptyState
          headingLevel="h1"
          title={t('nothingPublished')}
          action={
            <Button component={RouterLink} to={POST_PATHS.media} variant="contained">
              {t('postListing')}
            </Button>
          }
        >
          {t('nothingPublishedText')}
        </EmptyState>
      </Box>
    );

  const isPending = state.compliance === 'PENDING';
  const title = isPending
    ? t('submittedForReview')
    : state.mode === 'saved'
      ? t('changesSaved')
      : t('listingLive');
  const text = isPending
    ? t('pendingText')
    : state.mode === 'saved'
      ? t('savedText')
      : t('liveText');
  const Icon = isPending ? HourglassTopOutlined : CheckCircleOutlined;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Card>
        <CardContent
          sx={{
            p: { xs: 3, sm: 5 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1.5,
          }}
        >
          <Icon aria-hidden color={isPending ? 'warning' : 'success'} sx={{ fontSize: 56 }} />
          <Box role="status">
            <Typography variant="h1" sx={{ mb: 1.5 }}>
              {title}
            </Typography>
            <Typography color="textSecondary" sx={{ maxWidth: 460 }}>
              {text}
            </Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
          >
            <Button component={RouterLink} to={`/listing/${state.postId}`} variant="contained">
              {t('viewListing')}
            </Button>
            <Button component={RouterLink} to={POST_PATHS.media} variant="outlined">
              {t('postAnother')}
            </Button>
            <Button component={RouterLink} to="/profile" variant="text">
              {t('myProfile')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
