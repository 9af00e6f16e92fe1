import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SignedInReset } from './signed-in-reset.tsx';

/**
 * /otp (signed in): the one-time code a signed-in account can receive is a password reset code
 * (verification codes are for accounts not verified yet: /verify-otp), so this is where to use it.
 */
export function Component() {
  return (
    <SignedInReset
      description={
        <>
          Enter the one-time code we e-mailed you to choose a new password. Codes expire after 10
          minutes;{' '}
          <Link component={RouterLink} to="/forgot-password">
            ask for a new one
          </Link>{' '}
          if yours has.
        </>
      }
    />
  );
}
