import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { Link as RouterLink } from 'react-router';
import { lazy, Suspense } from 'react';
import { useRouteTitle } from '../../../components/page/use-document-title.ts';
import { publicConfig } from '../../../config/public-config.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { useSignupDraft } from './signup-draft.ts';
import { SIGNUP_STEPS, type StepKey } from './signup-steps.ts';
import { useSignedInEmail } from './use-signed-in-email.ts';

const ResumeSignup = lazy(() => import('./resume-signup.tsx'));

/**
 * The resume notice's place while it loads (a moment: it is a small file), its height kept so
 * nothing moves: on a phone the notice wraps and its two buttons stack.
 */
function ResumeSignupPlaceholder() {
  return <Box sx={{ minHeight: { xs: 200, sm: 126 } }} />;
}

const STEP_TEXT: Record<StepKey, { icon: typeof BadgeOutlined; text: string }> = {
  plan: { icon: CategoryOutlined, text: 'Say what your organisation is.' },
  details: { icon: BadgeOutlined, text: 'Your name, e-mail and phone.' },
  verify: {
    icon: MarkEmailReadOutlined,
    text: 'Enter the code we e-mail you and choose a password.',
  },
  pharmacy: { icon: StoreOutlined, text: 'Name, address, city and TIN of your organisation.' },
  review: { icon: FactCheckOutlined, text: 'Check everything and finish.' },
};

/** /signup: what signing up takes, and the way in (or back to a sign-up left half-way). */
export function Component() {
  const title = useRouteTitle();
  const { draft } = useSignupDraft();
  const signedIn = useSignedInEmail();
  const hasProgress = draft.org_type !== undefined || draft.signedUp !== undefined;

  return (
    <Card sx={{ maxWidth: 720, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
          Register your organisation on the {publicConfig.city} marketplace. Five short steps, about
          three minutes.
        </Typography>

        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 1.5 }}
        >
          {SIGNUP_STEPS.map((step, i) => {
            const { icon: Icon, text } = STEP_TEXT[step.key];
            return (
              <Box
                component="li"
                key={step.key}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
              >
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.hover',
                    color: 'primary.main',
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>
                    {i + 1}. {step.label}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {text}
                  </Typography>
                </div>
              </Box>
            );
          })}
        </Box>

        {hasProgress ? (
          <Suspense fallback={<ResumeSignupPlaceholder />}>
            <ResumeSignup draft={draft} signedIn={signedIn} />
          </Suspense>
        ) : (
          <Button
            component={RouterLink}
            to={SIGNUP_PATHS.plan}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardOutlined />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Create account
          </Button>
        )}

        <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
          . Got a code by e-mail?{' '}
          <Link component={RouterLink} to="/verify-otp">
            Verify your e-mail
          </Link>
          .
        </Typography>
      </CardContent>
    </Card>
  );
}
