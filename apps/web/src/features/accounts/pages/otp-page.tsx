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
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';
import { withParts } from '../../../i18n/rich.tsx';

/**
 * /otp (signed in): where a signed-in account uses a one-time code. With an e-mail change in
 * progress (started from the profile), the code sent to the new address confirms it; otherwise
 * the code is a password reset code (verification codes are for accounts not verified yet:
 * /verify-otp).
 */
export function Component() {
  const t = useWords(accountWords);
  const userId = useAuthStore((s) => s.userInfo?.id);
  const [openedAt] = useState(() => Date.now());
  const change = useJourneysStore((s) => readPendingEmailChange(s, userId, openedAt));
  const [changedTo, setChangedTo] = useState<string | null>(null);

  if (changedTo !== null) {
    return (
      <DashboardAccountCard title={t('titleEmailChanged')} description={t('accountUpToDate')}>
        <EmailChanged email={changedTo} />
      </DashboardAccountCard>
    );
  }
  if (change) {
    return (
      <DashboardAccountCard
        title={t('titleConfirmNewEmail')}
        description={withParts(t('confirmEmailDescription'), {
          email: <strong>{change.email}</strong>,
        })}
      >
        <ConfirmEmailChange
          change={change}
          onChanged={(user) => {
            // Shown first, then forgotten: the page never falls back to the reset form between.
            setChangedTo(user.email);
            endEmailChange();
            adoptMyUser(user);
            notify.success(t('toastEmailNow', { email: user.email }), {
              description: t('toastOtherDevicesSignedOut'),
            });
          }}
        />
      </DashboardAccountCard>
    );
  }
  return (
    <SignedInReset
      description={withParts(t('otpResetDescription'), {
        link: (
          <Link component={RouterLink} to="/forgot-password">
            {t('askNewOneLink')}
          </Link>
        ),
      })}
    />
  );
}
