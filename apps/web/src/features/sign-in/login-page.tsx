import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { Wordmark } from '../../components/brand/wordmark.tsx';
import { destinationAfterSignIn } from '../../lib/sign-in.ts';
import { EmailSignInForm } from '../../components/account/email-sign-in-form.tsx';

/** /login: e-mail and password sign-in on a page of its own (the dialog is for auth routes). */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ textAlign: 'center', mb: 1 }}>
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            Welcome back to <Wordmark />
          </Typography>
          <EmailSignInForm
            onSignedIn={(outcome) =>
              void navigate(destinationAfterSignIn(params.get('next'), outcome), { replace: true })
            }
          />
        </CardContent>
      </Card>
    </Container>
  );
}
