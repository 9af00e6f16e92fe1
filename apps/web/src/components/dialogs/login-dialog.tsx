import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useLocation, useNavigate } from 'react-router';
import { TERMS_PATH } from '@dawa/contract';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { usePendingActionStore } from '../../stores/pending-action-store.ts';
import { googleSignInEnabled } from '../../lib/google-sign-in.ts';
import { EmailSignInForm } from '../account/email-sign-in-form.tsx';
import { GoogleSignInButton } from '../account/google-sign-in-button.tsx';
import { Wordmark } from '../brand/wordmark.tsx';
import { DialogBusyOverlay } from '../feedback/dialog-busy-overlay.tsx';
import { dialogsWords } from '../../i18n/dialogs/index.ts';
import { useWords } from '../../i18n/words.ts';
import { around } from './around.ts';

/**
 * The login dialog of docs/product.md#dialogs, over an auth page a guest opened: signing in here keeps the
 * user on that page. Continue with Google (when configured) leaves for Google and comes back to
 * this page; e-mail and password sign in right here; Continue as Guest only closes the dialog.
 */
export function LoginDialog() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const open = useAppStore((s) => s.loginDialog) && !isAuthenticated;
  const signingIn = useAppStore((s) => s.loadingAuthentication);
  const setFlag = useAppStore((s) => s.setFlag);
  const close = () => setFlag('loginDialog', false);
  const t = useWords(dialogsWords);
  const [beforeBrand, afterBrand] = around(t('signInTo'), '{brand}');
  const [beforeTerms, afterTerms] = around(t('agreeToTerms'), '{terms}');
  // Declining to sign in (close, Escape, Continue as Guest) drops a heart pressed as a visitor;
  // leaving for sign-up or a password reset keeps it for after.
  const dismiss = () => {
    usePendingActionStore.getState().clear();
    close();
  };
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      aria-labelledby="login-dialog-title"
      fullWidth
      maxWidth="xs"
      // On a phone the form needs the room more than the backdrop does.
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: undefined },
            maxHeight: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <IconButton
        onClick={dismiss}
        aria-label={t('close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseOutlined />
      </IconButton>
      <DialogTitle
        id="login-dialog-title"
        sx={{ textAlign: 'center', pt: 4, fontSize: '1.375rem' }}
      >
        {/* The wordmark's text is "Dawa Addis", so the dialog is named "Sign in to Dawa Addis". */}
        {beforeBrand}
        <Wordmark />
        {afterBrand}
      </DialogTitle>
      <DialogContent>
        <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 3 }}>
          {t('signInPitch')}
        </Typography>
        {googleSignInEnabled() && (
          <>
            <GoogleSignInButton next={`${location.pathname}${location.search}`} />
            <Divider sx={{ my: 2 }}>{t('orWithEmail')}</Divider>
          </>
        )}
        <EmailSignInForm
          onLeave={close}
          onSignedIn={(outcome) => {
            // Signing in here keeps the page; a heart pressed as a visitor is saved on it.
            const isReturning = usePendingActionStore.getState().takeReturnTo() !== null;
            if (outcome === 'none' && !isReturning) void navigate('/onboarding');
          }}
        />
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Divider>{t('or')}</Divider>
          <Button onClick={dismiss} color="inherit" size="large">
            {t('continueAsGuest')}
          </Button>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', mt: 3 }}>
          {beforeTerms}
          <Link
            href={TERMS_PATH}
            onClick={(event) => {
              event.preventDefault();
              setFlag('termsDialog', true);
            }}
          >
            {t('termsLink')}
          </Link>
          {afterTerms}
        </Typography>
      </DialogContent>
      {/* Shown while authentication runs; the user may dismiss it (docs/product.md#states). */}
      {signingIn && (
        <DialogBusyOverlay
          label={t('signingYouIn')}
          action={
            <Button onClick={() => setFlag('loadingAuthentication', false)}>{t('close')}</Button>
          }
        />
      )}
    </Dialog>
  );
}
