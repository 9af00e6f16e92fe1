import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Wordmark } from '../../components/brand/wordmark.tsx';
import { GoogleSignInButton } from '../../components/account/google-sign-in-button.tsx';
import { googleSignInEnabled, readGoogleRedirect } from '../../lib/google-sign-in.ts';
import {
  destinationAfterSignIn,
  failProviderSignIn,
  signInWithIdToken,
} from '../../lib/sign-in.ts';
import { EmailSignInForm } from '../../components/account/email-sign-in-form.tsx';
import { useWords } from '../../i18n/words.ts';
import { signInWords } from './i18n/index.ts';

// Only old invitation links show it: other visitors do without the alert's code.
const InvitationLinkNotice = lazy(() => import('./invitation-link-notice.tsx'));

/** "Welcome back to {brand}" with the wordmark where the language puts the name. */
function withWordmark(text: string) {
  const [before = '', after = ''] = text.split('{brand}');
  return (
    <>
      {before}
      <Wordmark />
      {after}
    </>
  );
}

/** Where invitations wait for an answer once signed in. */
const INVITATIONS_PATH = '/pharmacy';

/**
 * /login: e-mail and password sign-in on a page of its own (the dialog is for auth routes), and
 * where Google sends the browser back with an ID token, which is finished here. An old invitation
 * link (`?invitation=…`) no longer signs anyone in (issue 12): it gets the same form, a word on
 * where invitations are now, and leads there after signing in.
 */
export function Component() {
  const t = useWords(signInWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isInvitationLink = params.has('invitation');
  const next = params.get('next') ?? (isInvitationLink ? INVITATIONS_PATH : null);
  // Read once, before the first paint: the fragment is cleared straight away.
  // The router's hash, not the window's: the server's drawing of the page has none (no window).
  const { hash } = useLocation();
  const [redirect] = useState(() => readGoogleRedirect(hash));

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

  if (redirect?.kind === 'token') {
    return (
      <Container maxWidth="xs" sx={{ py: 8 }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress />
          <Typography variant="h1" sx={{ fontSize: '1.25rem' }}>
            {t('signingYouIn')}
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
            {t('heading')}
          </Typography>
          <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 3 }}>
            {withWordmark(t('welcomeBack'))}
          </Typography>
          {isInvitationLink && (
            <Suspense fallback={<Box sx={{ height: 104, mb: 2 }} />}>
              <InvitationLinkNotice />
            </Suspense>
          )}
          {googleSignInEnabled() && (
            <>
              <GoogleSignInButton next={next ?? '/dashboard'} />
              <Divider sx={{ my: 2 }}>{t('orWithEmail')}</Divider>
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
