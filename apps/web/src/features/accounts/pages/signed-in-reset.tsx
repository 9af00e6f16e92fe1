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

/**
 * The reset form for a signed-in user (/reset-password, /otp): their own e-mail. A reset ends
 * every session of the account, this one too, so the user is signed straight back in with the
 * new password; other devices stay signed out.
 */
export function SignedInReset({ description }: { description: ReactNode }) {
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.userInfo?.email ?? '');
  return (
    <DashboardAccountCard description={description}>
      <ResetPasswordForm
        fixedEmail={email}
        onReset={async ({ email: account, password }) => {
          try {
            startSession(await signInWithPassword(account, password));
            notify.info('Other devices were signed out', {
              description: 'Sign in there again with your new password.',
            });
            await navigate(DASHBOARD_PATH, { replace: true });
          } catch (error) {
            notify.error('Sign in with your new password', { description: errorMessage(error) });
            signOut();
          }
        }}
      />
    </DashboardAccountCard>
  );
}
