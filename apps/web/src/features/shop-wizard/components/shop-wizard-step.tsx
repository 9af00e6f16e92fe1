import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { Link as RouterLink, Navigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useRouteTitle } from '../../../components/page/use-document-title.ts';
import { previousStepPath, redirectForShopStep } from '../shop-steps.ts';
import { useShopWizardStore, type ShopStepKey } from '../shop-wizard-store.ts';
import { ShopStepper } from './shop-stepper.tsx';

interface ShopWizardStepProps {
  step: ShopStepKey;
  description: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending?: boolean;
  nextLabel?: string;
  nextIcon?: ReactNode;
  /** False once the wizard is finished, so clearing its progress does not bounce to step 1. */
  isGuarded?: boolean;
}

/**
 * One step of the shop wizard: the stepper, the step's card (title from the route table) and the
 * Back/Next bar, which stays at the bottom of the screen on phones. Someone who skipped ahead is
 * sent to the first step not done yet.
 */
export function ShopWizardStep({
  step,
  description,
  children,
  onSubmit,
  pending = false,
  nextLabel = 'Next',
  nextIcon = <ArrowForwardOutlined />,
  isGuarded = true,
}: ShopWizardStepProps) {
  const title = useRouteTitle();
  const done = useShopWizardStore((s) => s.done);
  const redirect = isGuarded ? redirectForShopStep(step, done) : null;
  const backTo = previousStepPath(step);
  const titleId = `shop-${step}-title`;
  useEffect(() => {
    window.scrollTo({ top: 0 }); // (newer Chromium answers a promise: never return it)
  }, [step]);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <ShopStepper current={step} done={done} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h1" id={titleId} sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
              {description}
            </Typography>
            {children}
          </CardContent>
        </Card>
        <Box
          sx={{
            position: { xs: 'sticky', sm: 'static' },
            bottom: 0,
            zIndex: 2,
            mx: { xs: -2, sm: 0 },
            mt: { xs: 2, sm: 3 },
            px: { xs: 2, sm: 0 },
            py: { xs: 1.5, sm: 0 },
            bgcolor: { xs: 'background.paper', sm: 'transparent' },
            borderTop: { xs: 1, sm: 0 },
            borderColor: 'divider',
            display: 'flex',
            gap: 1.5,
            justifyContent: 'space-between',
          }}
        >
          {backTo ? (
            <Button
              component={RouterLink}
              to={backTo}
              variant="outlined"
              size="large"
              startIcon={<ArrowBackOutlined />}
              sx={{ flex: '0 0 auto', minWidth: { xs: 104, sm: 120 } }}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton
            pending={pending}
            endIcon={nextIcon}
            sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 160 }, whiteSpace: 'nowrap' }}
          >
            {nextLabel}
          </SubmitButton>
        </Box>
      </Box>
    </Box>
  );
}
