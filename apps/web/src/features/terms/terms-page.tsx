import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { TermsContent } from '../../components/terms/terms-content.tsx';
import { withParts } from '../../i18n/rich.tsx';
import { useWords } from '../../i18n/words.ts';
import { termsPageWords } from './i18n/index.ts';

/** /terms-and-condition: the Terms and Data Use Policy, linked from the login dialog. */
export function Component() {
  const t = useWords(termsPageWords);
  return (
    <>
      <PageHeader title={t('title')} />
      <TermsContent />
      <Typography sx={{ mt: 3 }}>
        {withParts(t('questions'), {
          link: (
            <Link component={RouterLink} to="/help">
              {t('readHelp')}
            </Link>
          ),
        })}
      </Typography>
    </>
  );
}
