import { z } from 'zod';
import {
  POST_MESSAGES,
  ZCreatePostRequest,
  hasBulkTerms,
  hasSomePrice,
  isMinOrderAboveQuantity,
} from '@dawa/contract';
import type { PostDraft } from '../../stores/post-add-journey-store.ts';
import type en from './i18n/en.ts';

// The five steps of the "post an ad" wizard (docs/product.md#screens), the fields each one owns, and the
// contract's rules for those fields, so a step is judged exactly as POST /post will judge it.

export type PostStepKey = 'media' | 'description' | 'detail' | 'additional' | 'review';

export const POST_PATHS = {
  media: '/post/step-1-media-upload',
  description: '/post/step-2-product-description',
  detail: '/post/step-3-product-detail',
  additional: '/post/step-4-additional-info',
  review: '/post/step-5-review',
  confirmation: '/post/confirmation',
} as const satisfies Record<PostStepKey | 'confirmation', string>;

export interface PostStep {
  key: PostStepKey;
  /** Its short name in the stepper, and its card's title (features/post-wizard/i18n). */
  label: keyof typeof en;
  title: keyof typeof en;
}

export const POST_STEPS: readonly PostStep[] = [
  { key: 'media', label: 'stepMedia', title: 'titleMedia' },
  { key: 'description', label: 'stepDescription', title: 'titleDescription' },
  { key: 'detail', label: 'stepDetail', title: 'titleDetail' },
  { key: 'additional', label: 'stepAdditional', title: 'titleAdditional' },
  { key: 'review', label: 'stepReview', title: 'titleReview' },
];

export const postStepIndex = (key: PostStepKey): number =>
  POST_STEPS.findIndex((s) => s.key === key);

/** A step's address; while editing, the listing's id travels along (`?edit=<id>`). */
export function stepHref(key: PostStepKey | 'confirmation', editId: string | null): string {
  const path = POST_PATHS[key];
  return editId ? `${path}?edit=${encodeURIComponent(editId)}` : path;
}

const shape = ZCreatePostRequest.shape;

export const STEP_FIELDS = {
  media: ['medias'],
  description: ['title', 'description'],
  detail: [
    'category',
    'sub_category',
    'condition',
    'price',
    'custom_price',
    'negotiable',
    'contactPhone',
    'location',
    'expiry_date',
    'pack_size',
    'quantity_available',
    'min_order_quantity',
    'manufacturer',
    'registration_number',
  ],
  additional: [
    'bulk_available',
    'bulk_price',
    'bulk_quantity',
    'delivery_available',
    'delivery_note',
    'warranty_note',
    'user_sell_policy',
    'user_terms_and_conditions',
    'additional_note',
  ],
} as const satisfies Record<Exclude<PostStepKey, 'review'>, readonly (keyof typeof shape)[]>;

export type FormStepKey = keyof typeof STEP_FIELDS;

export const ZMediaStep = z.object({ medias: shape.medias });
export const ZDescriptionStep = z.object({
  title: shape.title,
  description: shape.description,
});

export const ZDetailStep = z
  .object({
    category: shape.category,
    sub_category: shape.sub_category,
    condition: shape.condition,
    price: shape.price,
    custom_price: shape.custom_price,
    negotiable: shape.negotiable,
    contactPhone: shape.contactPhone,
    location: shape.location,
    expiry_date: shape.expiry_date,
    pack_size: shape.pack_size,
    quantity_available: shape.quantity_available,
    min_order_quantity: shape.min_order_quantity,
    manufacturer: shape.manufacturer,
    registration_number: shape.registration_number,
  })
  .superRefine((post, ctx) => {
    if (!hasSomePrice(post))
      ctx.addIssue({ code: 'custom', path: ['price'], message: POST_MESSAGES.priceRequired });
    if (isMinOrderAboveQuantity(post))
      ctx.addIssue({
        code: 'custom',
        path: ['min_order_quantity'],
        message: POST_MESSAGES.minOrderAboveQuantity,
      });
  });

export const ZAdditionalStep = z
  .object({
    bulk_available: shape.bulk_available,
    bulk_price: shape.bulk_price,
    bulk_quantity: shape.bulk_quantity,
    delivery_available: shape.delivery_available,
    delivery_note: shape.delivery_note,
    warranty_note: shape.warranty_note,
    user_sell_policy: shape.user_sell_policy,
    user_terms_and_conditions: shape.user_terms_and_conditions,
    additional_note: shape.additional_note,
  })
  .superRefine((post, ctx) => {
    if (!hasBulkTerms(post))
      ctx.addIssue({
        code: 'custom',
        path: ['bulk_price'],
        message: POST_MESSAGES.bulkPriceRequired,
      });
  });

const STEP_SCHEMAS: Record<FormStepKey, z.ZodType> = {
  media: ZMediaStep,
  description: ZDescriptionStep,
  detail: ZDetailStep,
  additional: ZAdditionalStep,
};

export function isStepValid(key: FormStepKey, draft: PostDraft): boolean {
  return STEP_SCHEMAS[key].safeParse(draft).success;
}

/**
 * Where someone opening `key` belongs instead: the first earlier step that is not filled in yet,
 * or null to stay. Photos need a signed-in user, so a guest may go on without them; the review
 * asks for them before publishing.
 */
export function redirectForStep(key: PostStepKey, draft: PostDraft): PostStepKey | null {
  const before = POST_STEPS.slice(0, postStepIndex(key)).map((s) => s.key);
  for (const step of before) {
    if (step === 'media' || step === 'review') continue;
    if (!isStepValid(step, draft)) return step;
  }
  return null;
}

/** The step that owns an issue's field (`medias.0.url` → media), if any. */
export function stepOfPath(path: string): FormStepKey | null {
  const field = path.split('.')[0] ?? '';
  for (const [key, fields] of Object.entries(STEP_FIELDS) as [FormStepKey, readonly string[]][])
    if (fields.includes(field)) return key;
  return null;
}

export interface StepIssue {
  step: FormStepKey | null;
  path: string;
  message: string;
}

/** Issues (from the contract or the API) grouped by step, in the steps' order. */
export function issuesByStep(issues: readonly { path: string; message: string }[]): StepIssue[] {
  const order = (s: FormStepKey | null) => (s === null ? 99 : postStepIndex(s));
  return issues
    .map((issue) => ({ ...issue, step: stepOfPath(issue.path) }))
    .sort((a, b) => order(a.step) - order(b.step));
}
