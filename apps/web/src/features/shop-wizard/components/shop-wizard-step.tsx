import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router';
import { WizardCard } from '../../../components/wizard/wizard-card.tsx';
import { SHOP_STEPS, previousStepPath, redirectForShopStep, shopStepIndex } from '../shop-steps.ts';
import { useShopWizardStore, type ShopStepKey } from '../shop-wizard-store.ts';
import { ShopStepper } from './shop-stepper.tsx';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

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
 * One step of the shop wizard: the stepper, the step's card (its title as the route table says it, in the reader's language) and the
 * Back/Next bar, which stays at the bottom of the screen on phones. Someone who skipped ahead is
 * sent to the first step not done yet.
 */
export function ShopWizardStep({
  step,
  pending = false,
  isGuarded = true,
  ...card
}: ShopWizardStepProps) {
  const t = useWords(shopWizardWords);
  const title = t(SHOP_STEPS[shopStepIndex(step)]?.title ?? 'titleBasics');
  const done = useShopWizardStore((s) => s.done);
  const redirect = isGuarded ? redirectForShopStep(step, done) : null;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <ShopStepper current={step} done={done} />
      <WizardCard
        titleId={`shop-${step}-title`}
        title={title}
        pending={pending}
        backTo={previousStepPath(step)}
        {...card}
      />
    </Box>
  );
}
