import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { startSession } from '../../../lib/auth-session.ts';
import { notify } from '../../../lib/notify.ts';
import { signOut } from '../../../lib/session.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { signInWithPassword } from '../api/account-api.ts';
import { DashboardAccountCard } from '../components/account-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * The reset form for a signed-in user (/reset-password, /otp): their own e-mail. A reset ends
 * every session of the account, this one too, so the user is signed straight back in with the
 * new password; other devices stay signed out.
 */
export function SignedInReset({ description }: { description: ReactNode }) {
  const t = useWords(accountWords);
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.userInfo?.email ?? '');
  return (
    <DashboardAccountCard description={description}>
      <ResetPasswordForm
        fixedEmail={email}
        onReset={async ({ email: account, password }) => {
          try {
            startSession(await signInWithPassword(account, password));
            notify.info(t('toastOtherDevices'), {
              description: t('toastSignInThereAgain'),
            });
            await navigate(DASHBOARD_PATH, { replace: true });
          } catch (error) {
            notify.error(t('toastSignInWithNewPassword'), { description: errorMessage(error) });
            signOut();
          }
        }}
      />
    </DashboardAccountCard>
  );
}
