import Button from '@mui/material/Button';
import Google from '@mui/icons-material/Google';
import { startGoogleSignIn } from '../../lib/google-sign-in.ts';
import { failProviderSignIn } from '../../lib/sign-in.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { formWords } from '../../i18n/form/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * "Continue with Google" (docs/product.md#dialogs): sets the loading flag, which shows "Signing you in",
 * and hands the browser to Google; it comes back to /login, which finishes the sign-in and
 * returns the user to `next`. Render it only when Google sign-in is configured.
 */
export function GoogleSignInButton({ next }: { next: string }) {
  const setFlag = useAppStore((s) => s.setFlag);
  const t = useWords(formWords);
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<Google />}
      onClick={() => {
        setFlag('loadingAuthentication', true);
        startGoogleSignIn(next).catch(failProviderSignIn);
      }}
    >
      {t('continueWithGoogle')}
    </Button>
  );
}
