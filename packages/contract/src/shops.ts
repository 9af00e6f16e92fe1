import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { ZPhoneNumber } from './common.ts';

/** A place a shop delivers to (docs/product.md#uploads-and-shops; time_range is kept though the spec calls it unused). */
export const ZDeliveryLocation = z.object({
  location_name: z
    .string({ error: MESSAGES.locationNameRequired })
    .trim()
    .min(1, MESSAGES.locationNameRequired)
    .max(LIMITS.locationNameMax, MESSAGES.locationNameMax),
  time_range: z
    .string({ error: MESSAGES.timeRangeRequired })
    .trim()
    .min(LIMITS.timeRangeMin, MESSAGES.timeRangeRequired),
});
export type TDeliveryLocation = z.infer<typeof ZDeliveryLocation>;

/** Limits and messages of our own for shops (the spec names the delivery-location rules only). */
export const SHOP_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  deliveryLocationsMax: 20,
} as const;
export const SHOP_MESSAGES = {
  nameRequired: 'Shop name is required',
  nameMax: `Shop name can be up to ${String(SHOP_LIMITS.nameMax)} characters`,
  logoInvalid: 'Logo must be uploaded through Dawa',
  descriptionMax: `Description can be up to ${String(SHOP_LIMITS.descriptionMax)} characters`,
  deliveryLocationsMax: `Up to ${String(SHOP_LIMITS.deliveryLocationsMax)} delivery locations`,
  notFound: 'Shop not found',
} as const;

/** A seller's shop: one per user, shown on their listings and on its public page. */
export const ZShop = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  phone_number: z.string().nullable(),
  delivery_locations: z.array(ZDeliveryLocation),
  /** The organisation the shop sells for; null: its owner's own shop (docs/decisions/018). */
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Public listings of the shop (its organisation's, or its owner's own). */
  listings: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TShop = z.infer<typeof ZShop>;

/** PUT /shop: creates the caller's shop or replaces its fields. */
export const ZSaveShopRequest = z
  .object({
    name: z
      .string({ error: SHOP_MESSAGES.nameRequired })
      .trim()
      .min(1, SHOP_MESSAGES.nameRequired)
      .max(SHOP_LIMITS.nameMax, SHOP_MESSAGES.nameMax),
    description: z
      .string()
      .trim()
      .max(SHOP_LIMITS.descriptionMax, SHOP_MESSAGES.descriptionMax)
      .nullish(),
    /** A URL answered by the upload endpoints (`url` of a stored image). */
    logo: z.string().min(1, SHOP_MESSAGES.logoInvalid).nullish(),
    address: z
      .string({ error: MESSAGES.addressShort })
      .trim()
      .min(LIMITS.addressMin, MESSAGES.addressShort),
    city: z.string({ error: MESSAGES.cityShort }).trim().min(LIMITS.cityMin, MESSAGES.cityShort),
    phone_number: ZPhoneNumber.nullish(),
    delivery_locations: z
      .array(ZDeliveryLocation)
      .max(SHOP_LIMITS.deliveryLocationsMax, SHOP_MESSAGES.deliveryLocationsMax)
      .default([]),
  })
  .strict();
export type TSaveShopRequest = z.input<typeof ZSaveShopRequest>;

/** GET /my-shop: the caller's shop, or null before they set one up (no 404 for the normal case). */
export const ZMyShopResponse = z.object({ shop: ZShop.nullable() });
export type TMyShopResponse = z.infer<typeof ZMyShopResponse>;
