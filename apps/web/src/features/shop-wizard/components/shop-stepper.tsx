import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SHOP_STEPS, canOpenShopStep, shopStepIndex } from '../shop-steps.ts';
import type { ShopStepKey } from '../shop-wizard-store.ts';

/**
 * Where the seller is among the five steps: labelled steps from 600 px up (done and reachable
 * ones are links), a compact "Step 2 of 5" with a segmented bar on phones.
 */
export function ShopStepper({ current, done }: { current: ShopStepKey; done: ShopStepKey[] }) {
  const active = shopStepIndex(current);
  return (
    <Box component="nav" aria-label="Shop setup steps" sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" sx={{ mb: 1 }} aria-current="step">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Step {active + 1} of {SHOP_STEPS.length} ·{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {SHOP_STEPS[active]?.label}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
          {SHOP_STEPS.map((s, i) => (
            <Box
              key={s.key}
              sx={{
                flex: 1,
                height: 6,
                borderRadius: 3,
                bgcolor: i <= active ? 'primary.main' : 'action.selected',
              }}
            />
          ))}
        </Box>
      </Box>
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {SHOP_STEPS.map((s) => {
          const isLink = s.key !== current && canOpenShopStep(s.key, done);
          return (
            <Step key={s.key} completed={done.includes(s.key) && s.key !== current}>
              <StepLabel aria-current={s.key === current ? 'step' : undefined}>
                {isLink ? (
                  <Link component={RouterLink} to={s.path} color="inherit" underline="always">
                    {s.label}
                  </Link>
                ) : (
                  s.label
                )}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
