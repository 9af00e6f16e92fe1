import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  POST_MESSAGES,
  ZCreatePostRequest,
  isMinOrderAboveQuantity,
  isPastExpiry,
  isoDate,
  parseExpiryDate,
} from '@dawa/contract';
import { isRegulated } from '../../components/listing-form/category-fields.tsx';
import { parentCategoriesQuery, subCategoriesQuery } from '../../lib/posts.ts';
import { amountText, draftAmount, zAmountText } from './amount-text.ts';
import type { PostDraft } from '../../stores/post-add-journey-store.ts';

// The product details of a listing (issue 31, docs/decisions/016) as the wizard's detail step
// types them: text in the form, judged by the contract's schemas and messages, numbers and a
// `YYYY-MM-DD` date in the draft.

const shape = ZCreatePostRequest.shape;

/** Blank, or a month / day the contract accepts that has not passed (today, in UTC like the API). */
export const zExpiryText = z
  .string()
  .optional()
  .superRefine((text, ctx) => {
    const trimmed = text?.trim() ?? '';
    if (trimmed === '') return;
    const date = parseExpiryDate(trimmed);
    if (date === null) ctx.addIssue({ code: 'custom', message: POST_MESSAGES.expiryDateInvalid });
    else if (isPastExpiry(date, isoDate(new Date())))
      ctx.addIssue({ code: 'custom', message: POST_MESSAGES.expiryDatePast });
  });

export const productFormFields = {
  expiry_date: zExpiryText,
  pack_size: shape.pack_size,
  quantity_available: zAmountText(shape.quantity_available),
  min_order_quantity: zAmountText(shape.min_order_quantity),
  manufacturer: shape.manufacturer,
  registration_number: shape.registration_number,
};

export interface ProductFormValues {
  expiry_date?: string | undefined;
  pack_size?: string | undefined;
  quantity_available?: string | undefined;
  min_order_quantity?: string | undefined;
  manufacturer?: string | undefined;
  registration_number?: string | undefined;
}

/** The minimum order against the stock, as the API judges it (on the minimum's field). */
export function minOrderIssue(v: ProductFormValues): string | null {
  return isMinOrderAboveQuantity({
    quantity_available: draftAmount(v.quantity_available),
    min_order_quantity: draftAmount(v.min_order_quantity),
  })
    ? POST_MESSAGES.minOrderAboveQuantity
    : null;
}

/** A month's last day as the month (as the seller typed it, as packs print it), else the day. */
export function expiryText(date: string): string {
  const month = date.slice(0, 7);
  return parseExpiryDate(month) === date ? month : date;
}

/** The draft's product fields as the form shows them. */
export const productFormDefaults = (draft: PostDraft): Required<ProductFormValues> => ({
  expiry_date: draft.expiry_date ? expiryText(draft.expiry_date) : '',
  pack_size: draft.pack_size ?? '',
  quantity_available: amountText(draft.quantity_available),
  min_order_quantity: amountText(draft.min_order_quantity),
  manufacturer: draft.manufacturer ?? '',
  registration_number: draft.registration_number ?? '',
});

/** The typed values as the draft keeps them: a valid date as `YYYY-MM-DD`, whole numbers. */
export function productToDraft(v: ProductFormValues): PostDraft {
  const expiry = v.expiry_date?.trim() ? parseExpiryDate(v.expiry_date) : null;
  return {
    // Half-typed dates stay in the form; the draft keeps only what the API would take.
    expiry_date: expiry ?? undefined,
    pack_size: v.pack_size,
    quantity_available: draftAmount(v.quantity_available),
    min_order_quantity: draftAmount(v.min_order_quantity),
    manufacturer: v.manufacturer,
    registration_number: v.registration_number,
  };
}

/** Whether the chosen category or sub-category is regulated (the categories' own flag). */
export function useIsRegulatedChoice(category: string, subCategory: string): boolean {
  const parents = useQuery(parentCategoriesQuery);
  const subs = useQuery({ ...subCategoriesQuery(category), enabled: Boolean(category) });
  return isRegulated(
    parents.data?.find((c) => c.id === category),
    subs.data?.find((c) => c.id === subCategory),
  );
}
