import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account-card.tsx';
import { RequestResetForm } from '../components/request-reset-form.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** /forget-password-request: a reset code by e-mail, then on to /forget-password-reset. */
export function Component() {
  const t = useWords(accountWords);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AccountCard
      description={t('forgotDescription')}
      footer={
        <>
          <Link component={RouterLink} to="/login">
            {t('rememberedSignIn')}
          </Link>
          <Link component={RouterLink} to="/forget-password-reset">
            {t('haveCode')}
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
