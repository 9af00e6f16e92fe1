import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** /forget-password-reset: the reset code and a new password; then sign in with it. */
export function Component() {
  const t = useWords(accountWords);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  return (
    <AccountCard
      description={t('resetDescription')}
      footer={
        <>
          <Link
            component={RouterLink}
            to={
              email
                ? `/forget-password-request?email=${encodeURIComponent(email)}`
                : '/forget-password-request'
            }
          >
            {t('sendNewCode')}
          </Link>
          <Link component={RouterLink} to="/login">
            {t('backToSignIn')}
          </Link>
        </>
      }
    >
      <ResetPasswordForm
        defaultEmail={email}
        onReset={({ email: account }) =>
          navigate(`/login?email=${encodeURIComponent(account)}`, { replace: true })
        }
      />
    </AccountCard>
  );
}
