import { useState } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { endEmailChange, readPendingEmailChange } from '../../../lib/email-change.ts';
import { adoptMyUser } from '../../../lib/me.ts';
import { notify } from '../../../lib/notify.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useJourneysStore } from '../../../stores/journeys-store.ts';
import { DashboardAccountCard } from '../components/account-card.tsx';
import { ConfirmEmailChange } from '../email-change/confirm-email-change.tsx';
import { EmailChanged } from '../email-change/email-changed.tsx';
import { SignedInReset } from './signed-in-reset.tsx';

/**
 * /otp (signed in): where a signed-in account uses a one-time code. With an e-mail change in
 * progress (started from the profile), the code sent to the new address confirms it; otherwise
 * the code is a password reset code (verification codes are for accounts not verified yet:
 * /verify-otp).
 */
export function Component() {
  const userId = useAuthStore((s) => s.userInfo?.id);
  const [openedAt] = useState(() => Date.now());
  const change = useJourneysStore((s) => readPendingEmailChange(s, userId, openedAt));
  const [changedTo, setChangedTo] = useState<string | null>(null);

  if (changedTo !== null) {
    return (
      <DashboardAccountCard title="E-mail changed" description="Your account is up to date.">
        <EmailChanged email={changedTo} />
      </DashboardAccountCard>
    );
  }
  if (change) {
    return (
      <DashboardAccountCard
        title="Confirm your new e-mail"
        description={
          <>
            We sent a 6-digit code to <strong>{change.email}</strong>. Enter it to make this the
            e-mail you sign in with.
          </>
        }
      >
        <ConfirmEmailChange
          change={change}
          onChanged={(user) => {
            // Shown first, then forgotten: the page never falls back to the reset form between.
            setChangedTo(user.email);
            endEmailChange();
            adoptMyUser(user);
            notify.success(`Your e-mail is now ${user.email}`, {
              description: 'Other devices were signed out.',
            });
          }}
        />
      </DashboardAccountCard>
    );
  }
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
