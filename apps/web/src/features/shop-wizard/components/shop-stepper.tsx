import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
import { SHOP_STEPS, canOpenShopStep, shopStepIndex } from '../shop-steps.ts';
import type { ShopStepKey } from '../shop-wizard-store.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

/** Where the seller is among the five shop steps; done and reachable ones are links. */
export function ShopStepper({ current, done }: { current: ShopStepKey; done: ShopStepKey[] }) {
  const t = useWords(shopWizardWords);
  const steps = SHOP_STEPS.map((s) => ({
    label: t(s.label),
    path: canOpenShopStep(s.key, done) ? s.path : undefined,
    done: done.includes(s.key) && s.key !== current,
  }));
  return <WizardStepper label={t('stepsLabel')} steps={steps} current={shopStepIndex(current)} />;
}
