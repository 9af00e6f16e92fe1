import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { notify } from '../../lib/notify.ts';
import { publicConfig } from '../../config/public-config.ts';
import { signOut } from '../../lib/session.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { useInactivityTimer } from './use-inactivity-timer.ts';
import { dialogsWords } from '../../i18n/dialogs/index.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords, wordsIn } from '../../i18n/words.ts';

/** Warns a signed-in user before inactivity signs them out (SESSION_TIMEOUT_MS, default 30 min). */
export function SessionTimeoutDialog() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const open = useAppStore((s) => s.sessionTimeoutDialog);
  const sessionTimer = useAppStore((s) => s.sessionTimer);
  const setFlag = useAppStore((s) => s.setFlag);
  const resetSessionTimer = useAppStore((s) => s.resetSessionTimer);
  const timeoutMs = publicConfig.sessionTimeoutMs;
  const t = useWords(dialogsWords);
  const locale = useLocale();

  const onTimeout = useCallback(() => {
    signOut();
    const words = wordsIn(dialogsWords, locale);
    notify.info(words('signedOut'), { description: words('signedOutWhy') });
  }, [locale]);
  useInactivityTimer({ enabled: isAuthenticated, timeoutMs, onTimeout });

  const stay = () => {
    resetSessionTimer();
    setFlag('sessionTimeoutDialog', false);
  };
  const secondsLeft = Math.max(0, Math.ceil((timeoutMs - sessionTimer) / 1000));

  return (
    <Dialog open={open && isAuthenticated} aria-labelledby="session-timeout-title" onClose={stay}>
      <DialogTitle id="session-timeout-title">{t('stillThere')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('inactiveWarning', { count: secondsLeft })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => signOut()} color="inherit">
          {t('signOut')}
        </Button>
        <Button onClick={stay} variant="contained" autoFocus>
          {t('staySignedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
