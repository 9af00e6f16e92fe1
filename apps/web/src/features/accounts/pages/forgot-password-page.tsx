import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { DashboardAccountCard } from '../components/account-card.tsx';
import { RequestResetForm } from '../components/request-reset-form.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** /forgot-password (signed in): a reset code to the account's own e-mail, then /reset-password. */
export function Component() {
  const t = useWords(accountWords);
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.userInfo?.email ?? '');
  return (
    <DashboardAccountCard description={t('forgotSignedInDescription')}>
      <RequestResetForm fixedEmail={email} onSent={() => void navigate('/reset-password')} />
    </DashboardAccountCard>
  );
}
