import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SignedInReset } from './signed-in-reset.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';
import { withParts } from '../../../i18n/rich.tsx';

/** /reset-password (signed in): the reset code from /forgot-password and a new password. */
export function Component() {
  const t = useWords(accountWords);
  return (
    <SignedInReset
      description={withParts(t('resetSignedInDescription'), {
        link: (
          <Link component={RouterLink} to="/forgot-password">
            {t('sendOneLink')}
          </Link>
        ),
      })}
    />
  );
}
