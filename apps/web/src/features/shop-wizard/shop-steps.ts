import type en from './i18n/en.ts';
import type { ShopStepKey } from './shop-wizard-store.ts';

// The five steps of the shop wizard (docs/product.md#screens) and where someone who skipped ahead belongs.

export interface ShopStep {
  key: ShopStepKey;
  path: string;
  /** Short name in the stepper, and the card's title (features/shop-wizard/i18n). */
  label: keyof typeof en;
  title: keyof typeof en;
}

export const SHOP_CONFIRMATION_PATH = '/shop/confirmation';
/** Where a seller with a shop changes it (the wizard is for a first shop). */
export const EDIT_SHOP_PATH = '/my-shop/edit';

export const SHOP_STEPS: readonly ShopStep[] = [
  { key: 'basics', path: '/shop/step-1-setup-shop', label: 'stepBasics', title: 'titleBasics' },
  {
    key: 'location',
    path: '/shop/step-2-setup-shop',
    label: 'stepLocation',
    title: 'titleLocation',
  },
  {
    key: 'product',
    path: '/shop/step-3-product-detail',
    label: 'stepProduct',
    title: 'titleProduct',
  },
  { key: 'extra', path: '/shop/step-4-additional-info', label: 'stepExtra', title: 'titleExtra' },
  { key: 'review', path: '/shop/step-5-review', label: 'stepReview', title: 'titleReview' },
];

export const shopStepIndex = (key: ShopStepKey): number =>
  SHOP_STEPS.findIndex((s) => s.key === key);

export const shopStepPath = (key: ShopStepKey): string =>
  SHOP_STEPS[shopStepIndex(key)]?.path ?? '/shop/step-1-setup-shop';

/** The step before `key`, if any. */
export function previousStepPath(key: ShopStepKey): string | undefined {
  const index = shopStepIndex(key);
  return index > 0 ? SHOP_STEPS[index - 1]?.path : undefined;
}

/** The step after `key` (review is the last). */
export function nextStepPath(key: ShopStepKey): string {
  const index = shopStepIndex(key);
  return (SHOP_STEPS[index + 1] ?? SHOP_STEPS[SHOP_STEPS.length - 1])?.path ?? '';
}

/** A step may be opened when every step before it is done. */
export function canOpenShopStep(key: ShopStepKey, done: readonly ShopStepKey[]): boolean {
  return SHOP_STEPS.slice(0, shopStepIndex(key)).every((s) => done.includes(s.key));
}

/** Where to send someone opening `key`: null when they may stay, else the first step not done. */
export function redirectForShopStep(key: ShopStepKey, done: readonly ShopStepKey[]): string | null {
  if (canOpenShopStep(key, done)) return null;
  return SHOP_STEPS.find((s) => !done.includes(s.key))?.path ?? null;
}
