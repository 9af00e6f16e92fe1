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
import { publicConfig } from '../../../config/public-config.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { useSignupDraft } from './signup-draft.ts';
import { SIGNUP_STEPS, type StepKey } from './signup-steps.ts';
import { useSignedInEmail } from './use-signed-in-email.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';
import type en from '../i18n/en.ts';
import { useAccountTitle } from '../i18n/use-account-title.ts';
import { withParts } from '../../../i18n/rich.tsx';

const ResumeSignup = lazy(() => import('./resume-signup.tsx'));

/**
 * The resume notice's place while it loads (a moment: it is a small file), its height kept so
 * nothing moves: on a phone the notice wraps and its two buttons stack.
 */
function ResumeSignupPlaceholder() {
  return <Box sx={{ minHeight: { xs: 200, sm: 126 } }} />;
}

const STEP_TEXT: Record<StepKey, { icon: typeof BadgeOutlined; text: keyof typeof en }> = {
  plan: { icon: CategoryOutlined, text: 'stepPlanText' },
  details: { icon: BadgeOutlined, text: 'stepDetailsText' },
  verify: { icon: MarkEmailReadOutlined, text: 'stepVerifyText' },
  pharmacy: { icon: StoreOutlined, text: 'stepPharmacyText' },
  review: { icon: FactCheckOutlined, text: 'stepReviewText' },
};

/** /signup: what signing up takes, and the way in (or back to a sign-up left half-way). */
export function Component() {
  const t = useWords(accountWords);
  const title = useAccountTitle();
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
          {t('signupIntro', { city: publicConfig.city })}
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
                    {i + 1}. {t(step.label)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t(text)}
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
            {t('createAccount')}
          </Button>
        )}

        <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
          {withParts(t('haveAccount'), {
            signIn: (
              <Link component={RouterLink} to="/login">
                {t('signIn')}
              </Link>
            ),
            verify: (
              <Link component={RouterLink} to="/verify-otp">
                {t('titleVerifyEmail')}
              </Link>
            ),
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
