import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
import { SHOP_STEPS, canOpenShopStep, shopStepIndex } from '../shop-steps.ts';
import type { ShopStepKey } from '../shop-wizard-store.ts';

/** Where the seller is among the five shop steps; done and reachable ones are links. */
export function ShopStepper({ current, done }: { current: ShopStepKey; done: ShopStepKey[] }) {
  const steps = SHOP_STEPS.map((s) => ({
    label: s.label,
    path: canOpenShopStep(s.key, done) ? s.path : undefined,
    done: done.includes(s.key) && s.key !== current,
  }));
  return <WizardStepper label="Shop setup steps" steps={steps} current={shopStepIndex(current)} />;
}
