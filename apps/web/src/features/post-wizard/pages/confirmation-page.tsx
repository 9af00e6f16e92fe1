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
import { usePostAddJourneyStore } from '../../../stores/post-add-journey-store.ts';
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
          title="Nothing published yet"
          action={
            <Button component={RouterLink} to={POST_PATHS.media} variant="contained">
              Post a listing
            </Button>
          }
        >
          Your listing appears here once you publish it.
        </EmptyState>
      </Box>
    );

  const isPending = state.compliance === 'PENDING';
  const title = isPending
    ? 'Submitted for review'
    : state.mode === 'saved'
      ? 'Your changes are saved'
      : 'Your listing is live';
  const text = isPending
    ? 'Listings in this category are reviewed by Dawa before they appear. We will let you know once it is approved.'
    : state.mode === 'saved'
      ? 'Buyers see the updated listing now.'
      : 'Buyers can find it now and reach you at the phone number you gave. Share it to be found faster.';
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
              View listing
            </Button>
            <Button component={RouterLink} to={POST_PATHS.media} variant="outlined">
              Post another ad
            </Button>
            <Button component={RouterLink} to="/profile" variant="text">
              My profile
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
