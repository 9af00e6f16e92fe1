import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account-card.tsx';
import { RequestResetForm } from '../components/request-reset-form.tsx';

/** /forget-password-request: a reset code by e-mail, then on to /forget-password-reset. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AccountCard
      description="Enter the e-mail of your account and we send you a code to choose a new password."
      footer={
        <>
          <Link component={RouterLink} to="/login">
            Remembered it? Sign in
          </Link>
          <Link component={RouterLink} to="/forget-password-reset">
            I have a code
          </Link>
        </>
      }
    >
      <RequestResetForm
        defaultEmail={params.get('email') ?? ''}
        onSent={(email) =>
          void navigate(`/forget-password-reset?email=${encodeURIComponent(email)}`)
        }
      />
    </AccountCard>
  );
}
