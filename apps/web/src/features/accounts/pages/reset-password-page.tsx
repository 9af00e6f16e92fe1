import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SignedInReset } from './signed-in-reset.tsx';

/** /reset-password (signed in): the reset code from /forgot-password and a new password. */
export function Component() {
  return (
    <SignedInReset
      description={
        <>
          Enter the 6-digit code we e-mailed you and choose a new password. No code yet?{' '}
          <Link component={RouterLink} to="/forgot-password">
            Send one
          </Link>
          .
        </>
      }
    />
  );
}
