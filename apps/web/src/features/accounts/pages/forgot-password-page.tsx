import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { DashboardAccountCard } from '../components/account-card.tsx';
import { RequestResetForm } from '../components/request-reset-form.tsx';

/** /forgot-password (signed in): a reset code to the account's own e-mail, then /reset-password. */
export function Component() {
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.userInfo?.email ?? '');
  return (
    <DashboardAccountCard description="We e-mail a 6-digit code to your address; with it you choose a new password.">
      <RequestResetForm fixedEmail={email} onSent={() => void navigate('/reset-password')} />
    </DashboardAccountCard>
  );
}
