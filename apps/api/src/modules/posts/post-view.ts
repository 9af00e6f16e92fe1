import type { TPost, TPostCondition, TPostStatus, TComplianceStatus } from '@dawa/contract';
import { centsOrNull, toWireOrNull } from '@dawa/contract';
import type { Storage } from '../uploads/index.ts';

/** A listing row as POST_COLUMNS selects it (snake_case, money in minor units). */
export interface PostRow {
  id: string;
  title: string;
  description: string;
  category_id: string;
  sub_category_id: string;
  condition: TPostCondition | null;
  price_minor: number | null;
  custom_price: string | null;
  negotiable: boolean;
  contact_phone: string;
  location: string | null;
  bulk_available: boolean;
  bulk_price_minor: number | null;
  bulk_quantity: number | null;
  delivery_available: boolean;
  delivery_note: string | null;
  additional_note: string | null;
  user_sell_policy: string | null;
  user_terms_and_conditions: string | null;
  warranty_note: string | null;
  color: string | null;
  size: string | null;
  /** `YYYY-MM-DD` (POST_COLUMNS casts the date to text, so both drivers answer the same). */
  expiry_date: string | null;
  pack_size: string | null;
  quantity_available: number | null;
  min_order_quantity: number | null;
  manufacturer: string | null;
  registration_number: string | null;
  status: TPostStatus;
  compliance_status: TComplianceStatus;
  rejection_reason: string | null;
  created_by: string;
  /** The organisation selling it; null: its author sells on their own account. */
  tenant_id: string | null;
  /** The seller's account is disabled or deleted; never sent, it decides who may read the row. */
  seller_hidden: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  medias: { id: string; key: string; name: string; isPrimary: boolean }[] | string;
  is_saved: boolean;
  /** Present (not null) only when the reader is the listing's seller (ownerStats). */
  view_count?: number | null;
  save_count?: number | null;
}

/** A stored price (santim, or null) as the wire carries it (ETB); docs/money.md. */
export const priceOnWire = (minor: number | string | null): number | null =>
  toWireOrNull(centsOrNull(minor));
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The contract's listing. `showReview` (the seller or an administrator) reveals why a listing was
 * rejected; nobody else sees moderation notes.
 */
export function toPost(
  row: PostRow,
  { storage, showReview }: { storage: Storage; showReview: boolean },
): TPost {
  // json columns arrive parsed from pg and PGlite alike; a string would mean a driver change.
  type Media = Exclude<PostRow['medias'], string>;
  const medias = typeof row.medias === 'string' ? (JSON.parse(row.medias) as Media) : row.medias;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category_id,
    sub_category: row.sub_category_id,
    condition: row.condition,
    price: priceOnWire(row.price_minor),
    custom_price: row.custom_price,
    negotiable: row.negotiable,
    contactPhone: row.contact_phone,
    location: row.location,
    bulk_available: row.bulk_available,
    bulk_price: priceOnWire(row.bulk_price_minor),
    bulk_quantity: row.bulk_quantity,
    delivery_note: row.delivery_note,
    additional_note: row.additional_note,
    user_sell_policy: row.user_sell_policy,
    user_terms_and_conditions: row.user_terms_and_conditions,
    warranty_note: row.warranty_note,
    delivery_available: row.delivery_available,
    color: row.color,
    size: row.size,
    expiry_date: row.expiry_date,
    pack_size: row.pack_size,
    quantity_available: row.quantity_available,
    min_order_quantity: row.min_order_quantity,
    manufacturer: row.manufacturer,
    registration_number: row.registration_number,
    compliance_status: row.compliance_status,
    rejection_reason: showReview ? row.rejection_reason : null,
    status: row.status,
    created_by: row.created_by,
    isSavedPost: row.is_saved,
    medias: medias.map((m) => ({
      id: m.id,
      postId: row.id,
      name: m.name,
      url: storage.publicUrl(m.key, 'original'),
      displayUrl: storage.publicUrl(m.key, 'display'),
      thumbnailUrl: storage.publicUrl(m.key, 'thumb'),
      isPrimary: m.isPrimary,
    })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(row.view_count != null && { viewCount: row.view_count }),
    ...(row.save_count != null && { saveCount: row.save_count }),
  };
}
