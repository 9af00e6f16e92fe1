import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** /forget-password-reset: the reset code and a new password; then sign in with it. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  return (
    <AccountCard
      description="Enter the 6-digit code we e-mailed you and choose a new password. Every device signed in to the account is signed out."
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
            Send a new code
          </Link>
          <Link component={RouterLink} to="/login">
            Back to sign in
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
