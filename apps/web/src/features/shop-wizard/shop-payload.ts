import {
  POST_LIMITS,
  POST_MESSAGES,
  ZCreatePostRequest,
  ZPhoneNumber,
  ZSaveShopRequest,
  hasBulkTerms,
  hasSomePrice,
  type TCreatePostRequest,
  type TSaveShopRequest,
  type TShop,
} from '@dawa/contract';
import { z } from 'zod';
import type { ProductDraft, ShopDraft } from './shop-wizard-store.ts';

// The wizard's step forms (each a part of the contract's request schemas, so the browser shows
// the very messages the API would) and the draft turned into PUT /shop and POST /post bodies.

const shop = ZSaveShopRequest.shape;
const post = ZCreatePostRequest.shape;

/** Empty text fields mean "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** Amounts typed as text ("1,250.50"); empty means "not given", anything unreadable NaN. */
export function parseAmount(value: unknown): number | undefined {
  const blank = blankToUndefined(value);
  if (blank === undefined || blank === null) return undefined;
  if (typeof blank === 'number') return blank;
  return typeof blank === 'string' ? Number(blank.replace(/[,\s]/g, '')) : Number.NaN;
}
const toNumber = parseAmount;

export const ZBasicsForm = z.object({
  name: shop.name,
  description: shop.description,
  logo: shop.logo,
});
export type BasicsForm = z.input<typeof ZBasicsForm>;

export const ZLocationForm = z.object({
  address: shop.address,
  city: shop.city,
  phone_number: z.preprocess(blankToUndefined, ZPhoneNumber.optional()),
  delivery_locations: shop.delivery_locations,
});
export type LocationForm = z.input<typeof ZLocationForm>;

/** Edit shop (/my-shop/edit): the shop's own fields, steps 1 and 2 together; no product. */
export const ZEditShopForm = ZBasicsForm.extend(ZLocationForm.shape);
export type EditShopForm = z.input<typeof ZEditShopForm>;

/** The form's values as they start from a saved shop (blanks for what it does not have). */
export function editShopFormFrom(saved: TShop): EditShopForm {
  return {
    name: saved.name,
    description: saved.description ?? '',
    logo: saved.logo,
    address: saved.address,
    city: saved.city,
    phone_number: saved.phone_number ?? '',
    delivery_locations: saved.delivery_locations.map(({ location_name, time_range }) => ({
      location_name,
      time_range,
    })),
  };
}

export const ZProductForm = z
  .object({
    photos: z
      .array(z.object({ name: z.string(), url: z.string(), thumbnailUrl: z.string() }), {
        error: POST_MESSAGES.mediasMin,
      })
      .min(1, POST_MESSAGES.mediasMin)
      .max(POST_LIMITS.mediasMax, POST_MESSAGES.mediasMax),
    title: post.title,
    description: post.description,
    category: post.category,
    sub_category: post.sub_category,
    condition: z.preprocess(blankToUndefined, post.condition),
    price: z.preprocess(toNumber, post.price),
    negotiable: post.negotiable,
    contactPhone: post.contactPhone,
    location: z.preprocess(blankToUndefined, post.location),
  })
  .superRefine((p, ctx) => {
    if (!hasSomePrice(p))
      ctx.addIssue({ code: 'custom', path: ['price'], message: POST_MESSAGES.priceOrNegotiable });
  });
export type ProductForm = z.input<typeof ZProductForm>;

export const ZExtraForm = z
  .object({
    bulk_available: post.bulk_available,
    bulk_price: z.preprocess(toNumber, post.bulk_price),
    bulk_quantity: z.preprocess(toNumber, post.bulk_quantity),
    delivery_available: post.delivery_available,
    delivery_note: z.preprocess(blankToUndefined, post.delivery_note),
    warranty_note: z.preprocess(blankToUndefined, post.warranty_note),
    additional_note: z.preprocess(blankToUndefined, post.additional_note),
  })
  .superRefine((p, ctx) => {
    if (!hasBulkTerms(p))
      ctx.addIssue({
        code: 'custom',
        path: ['bulk_price'],
        message: POST_MESSAGES.bulkPriceRequired,
      });
  });
export type ExtraForm = z.input<typeof ZExtraForm>;

/** A refusal's message is the contract's; null when the schema gave none (the page words it). */
export type Checked<T> = { ok: true; body: T } | { ok: false; message: string | null };

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? null;

/** The PUT /shop body from the draft. */
export function shopRequestFrom(draft: ShopDraft): Checked<TSaveShopRequest> {
  const parsed = ZSaveShopRequest.safeParse({
    name: draft.name ?? '',
    description: blankToUndefined(draft.description),
    logo: draft.logo ?? null,
    address: draft.address ?? '',
    city: draft.city ?? '',
    phone_number: blankToUndefined(draft.phone_number),
    delivery_locations: draft.delivery_locations ?? [],
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: firstIssue(parsed.error) };
}

/** The POST /post body from the draft: photos as medias (the first primary), blanks left out. */
export function productRequestFrom(draft: ProductDraft): Checked<TCreatePostRequest> {
  const product = ZProductForm.safeParse(draft);
  if (!product.success) return { ok: false, message: firstIssue(product.error) };
  const extra = ZExtraForm.safeParse(draft);
  if (!extra.success) return { ok: false, message: firstIssue(extra.error) };
  const { photos, ...fields } = product.data;
  const body: Record<string, unknown> = {
    ...fields,
    ...extra.data,
    medias: photos.map((p, i) => ({ name: p.name, url: p.url, isPrimary: i === 0 })),
    negotiable: fields.negotiable === true,
    bulk_available: extra.data.bulk_available === true,
    delivery_available: extra.data.delivery_available === true,
  };
  if (!body.bulk_available) {
    delete body.bulk_price;
    delete body.bulk_quantity;
  }
  if (!body.delivery_available) delete body.delivery_note;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  const parsed = ZCreatePostRequest.safeParse(body);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: firstIssue(parsed.error) };
}
