import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TERMS_PATH, findRoute } from '@dawa/contract';
import { PageHeader } from '../../components/page/page-header.tsx';
import { TermsContent } from '../../components/terms/terms-content.tsx';

/** /terms-and-condition: the Terms and Data Use Policy, linked from the login dialog. */
export function Component() {
  return (
    <>
      <PageHeader title={findRoute(TERMS_PATH)?.title ?? 'Terms'} />
      <TermsContent />
      <Typography sx={{ mt: 3 }}>
        Questions about using the platform?{' '}
        <Link component={RouterLink} to="/help">
          Read the help
        </Link>
        .
      </Typography>
    </>
  );
}
