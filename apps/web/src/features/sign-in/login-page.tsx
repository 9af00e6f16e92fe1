import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Wordmark } from '../../components/brand/wordmark.tsx';
import { GoogleSignInButton } from '../../components/account/google-sign-in-button.tsx';
import { googleSignInEnabled, readGoogleRedirect } from '../../lib/google-sign-in.ts';
import {
  destinationAfterSignIn,
  failProviderSignIn,
  signInWithIdToken,
  signInWithInvitation,
} from '../../lib/sign-in.ts';
import { EmailSignInForm } from '../../components/account/email-sign-in-form.tsx';

/**
 * /login: e-mail and password sign-in on a page of its own (the dialog is for auth routes), and
 * where Google sends the browser back with an ID token, which is finished here.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  // Read once, before the first paint: the fragment is cleared straight away.
  const [redirect] = useState(() => readGoogleRedirect(window.location.hash));
  const invitation = params.get('invitation');
  const invitedEmail = params.get('email');
  const [invitationFailed, setInvitationFailed] = useState(false);

  useEffect(() => {
    if (!invitation || !invitedEmail) return;
    let live = true;
    signInWithInvitation(invitedEmail, invitation)
      .then((outcome) => void navigate(destinationAfterSignIn(next, outcome), { replace: true }))
      .catch(() => {
        if (live) setInvitationFailed(true);
      });
    return () => {
      live = false;
    };
  }, [invitation, invitedEmail, next, navigate]);

  useEffect(() => {
    if (!redirect) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (redirect.kind === 'error') {
      failProviderSignIn();
      return;
    }
    void signInWithIdToken(redirect.idToken).then((outcome) => {
      if (outcome) void navigate(destinationAfterSignIn(redirect.next, outcome), { replace: true });
    });
  }, [redirect, navigate]);

  const invitationPending = Boolean(invitation && invitedEmail) && !invitationFailed;
  if (redirect?.kind === 'token' || invitationPending) {
    return (
      <Container maxWidth="xs" sx={{ py: 8 }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress />
          <Typography variant="h1" sx={{ fontSize: '1.25rem' }}>
            Signing you in
          </Typography>
        </Stack>
      </Container>
    );
  }
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ textAlign: 'center', mb: 1 }}>
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            Welcome back to <Wordmark />
          </Typography>
          {invitationFailed && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              This invitation link has expired or was already used. Sign in below, or ask the
              pharmacy to invite you again.
            </Alert>
          )}
          {googleSignInEnabled() && (
            <>
              <GoogleSignInButton next={next ?? '/dashboard'} />
              <Divider sx={{ my: 2 }}>or with e-mail</Divider>
            </>
          )}
          <EmailSignInForm
            onSignedIn={(outcome) =>
              void navigate(destinationAfterSignIn(next, outcome), { replace: true })
            }
          />
        </CardContent>
      </Card>
    </Container>
  );
}
