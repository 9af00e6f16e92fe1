// One demo listing from its index: title, description, price terms, compliance and its images.
// Pure: everything follows from the seed, the index and the seller's image slots.
import {
  POST_LIMITS,
  type TComplianceStatus,
  type TPostCondition,
  type TPostStatus,
} from '@dawa/contract';
import type { postMedia, posts } from '../src/db/schema/index.ts';
import {
  CATALOGUE,
  CONDITIONS_OF_EQUIPMENT,
  ORIGINS,
  REJECTION_REASONS,
  SELL_POLICIES,
  TERMS,
  type CatalogueItem,
} from './seed-demo-catalogue.ts';
import type { DemoImage } from './seed-demo-images.ts';
import { createRng, derivedUuid, type Rng } from './seed-demo-random.ts';

export interface DemoSubCategory {
  id: string;
  slug: string;
  parentId: string;
  regulated: boolean;
}

/** A seller's sub-category with the photos drawn of its products (`photos[i]` show item i). */
export interface SellerSlot {
  subCategory: DemoSubCategory;
  photos: DemoImage[][];
}

export interface DemoSeller {
  userId: string;
  phoneNumber: string;
  area: string;
  slots: SellerSlot[];
}

export type PostRow = typeof posts.$inferInsert;
export type MediaRow = typeof postMedia.$inferInsert;

const CUSTOM_PRICES = [
  'Call for price',
  'Price per carton on request',
  'Tender price for 50+ units',
  'Quote on request (e-mail or phone)',
] as const;
const DELIVERY_NOTES = [
  'Free delivery within Bole, Kirkos and Yeka; other sub-cities 150 ETB.',
  'Delivery in Addis Ababa within 24 hours of payment.',
  'Same-day delivery for orders confirmed before 11:00.',
  'Delivery to regional towns by Ethiopian Postal Service or bus cargo, at cost.',
] as const;
const WARRANTIES = [
  '12 months manufacturer warranty',
  '24 months warranty, local service engineer',
  '6 months warranty on parts and labour',
] as const;

/** Whole ETB above 100, half ETB below; in santim. */
function priceMinor(etb: number): number {
  const rounded =
    etb >= 1000
      ? Math.round(etb / 10) * 10
      : etb >= 100
        ? Math.round(etb)
        : Math.round(etb * 2) / 2;
  return Math.round(rounded * 100);
}

function describe(options: {
  rng: Rng;
  kind: 'medicine' | 'equipment' | 'supply';
  item: CatalogueItem;
  spec: string;
  pack: string;
  origin: string;
  regulated: boolean;
  condition: TPostCondition;
}): string {
  const { rng, kind, item, spec, pack, origin, regulated, condition } = options;
  switch (kind) {
    case 'medicine': {
      const storage = /vaccine|insulin|immunoglobulin/i.test(item.name)
        ? 'Cold chain: stored and delivered at 2–8 °C.'
        : 'Stored below 25 °C, protected from light.';
      const rule = regulated
        ? 'Prescription-only: supplied to licensed pharmacies and health facilities against their licence.'
        : 'EFDA registered; available to pharmacies, drug stores and clinics.';
      return `${item.name} ${spec}, ${pack}. Manufactured in ${origin}. ${rule} ${storage} Remaining shelf life at least ${rng.int(12, 30)} months.`;
    }
    case 'equipment': {
      const state =
        condition === 'NEW'
          ? 'Brand new in original packaging'
          : condition === 'USED'
            ? 'Used, in good working order, serviced recently'
            : 'Refurbished and calibrated by our biomedical engineer';
      return `${item.name}, ${spec}. ${state}. Made in ${origin}. Delivery, installation and user training in Addis Ababa on request; spare parts and accessories available.`;
    }
    case 'supply':
      return `${item.name}, ${spec}, ${pack}. Made in ${origin}. Suitable for hospitals, health centres and clinics; ${rng.pick(['CE marked', 'ISO 13485 manufacturer', 'WHO prequalified supplier', 'EFDA registered'])}. Larger quantities available from stock.`;
  }
}

/** Makers by country of origin, for the listings' manufacturer field. */
const MANUFACTURERS: Record<string, readonly string[]> = {
  India: ['Cipla Ltd', 'Sun Pharmaceutical Industries', 'Cadila Healthcare', 'Micro Labs'],
  Ethiopia: [
    'Ethiopian Pharmaceuticals Manufacturing (EPHARM)',
    'Addis Pharmaceutical Factory',
    'East African Pharmaceuticals',
  ],
  China: ['Shandong Weigao Group', 'Jiangxi Hongda Medical Equipment', 'CSPC Pharmaceutical'],
  Germany: ['B. Braun Melsungen', 'Fresenius Kabi', 'Hartmann'],
  Egypt: ['Pharco Pharmaceuticals', 'EIPICO'],
  Turkey: ['Abdi Ibrahim', 'Deva Holding'],
  Kenya: ['Dawa Limited', 'Universal Corporation Ltd'],
  Jordan: ['Hikma Pharmaceuticals', 'Dar Al Dawa'],
  Bangladesh: ['Square Pharmaceuticals', 'Beximco Pharmaceuticals'],
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The product details of a listing (issue 31), from a random stream of their own so the rest of the
 * plan is what it was: medicines carry an expiry 7 to 36 months after posting (a pack's month, so
 * its last day), stock, a minimum order, a maker and an EFDA registration; supplies often have an
 * expiry (sterile goods) and stock; equipment has stock and a maker only.
 */
function productDetails(
  seed: string,
  index: number,
  kind: 'medicine' | 'equipment' | 'supply',
  pack: string,
  origin: string,
  createdAt: Date,
): Pick<
  PostRow,
  | 'expiryDate'
  | 'packSize'
  | 'quantityAvailable'
  | 'minOrderQuantity'
  | 'manufacturer'
  | 'registrationNumber'
> {
  const rng = createRng(seed, `post/${index}/product`);
  const hasExpiry = kind === 'medicine' || (kind === 'supply' && rng.chance(0.6));
  let expiryDate: string | null = null;
  if (hasExpiry) {
    const months = createdAt.getUTCFullYear() * 12 + createdAt.getUTCMonth() + rng.int(7, 36);
    const year = Math.floor(months / 12);
    const month = (months % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expiryDate = `${String(year)}-${String(month).padStart(2, '0')}-${String(last)}`;
  }
  const quantity = rng.chance(0.08) ? 0 : rng.int(1, 60) * (kind === 'equipment' ? 1 : 10);
  const minOrder = kind === 'equipment' ? 1 : rng.pick([1, 1, 2, 5, 10]);
  return {
    expiryDate,
    packSize: capitalise(pack),
    quantityAvailable: rng.chance(0.8) ? quantity : null,
    minOrderQuantity: quantity > 0 && minOrder <= quantity ? minOrder : null,
    manufacturer: rng.chance(0.85) ? rng.pick(MANUFACTURERS[origin] ?? ['Unknown maker']) : null,
    registrationNumber:
      kind === 'medicine' && rng.chance(0.7)
        ? `EFDA/MA/${String(rng.int(1000, 9999))}/${String(rng.int(2018, 2025))}`
        : null,
  };
}

/** The listing at `index`: its row and its media rows. */
export function planListing(options: {
  seed: string;
  index: number;
  sellers: readonly DemoSeller[];
  adminId: string;
  createdAt: Date;
}): { post: PostRow; media: MediaRow[] } {
  const { seed, index, sellers, adminId, createdAt } = options;
  const rng = createRng(seed, `post/${index}`);
  const seller = rng.pick(sellers);
  const slot = rng.pick(seller.slots);
  const { subCategory } = slot;
  const catalogue = CATALOGUE[subCategory.slug];
  if (!catalogue) throw new Error(`no demo catalogue for sub-category ${subCategory.slug}`);
  const itemIndex = rng.int(0, catalogue.items.length - 1);
  const item = catalogue.items[itemIndex] as CatalogueItem;
  const spec = rng.pick(item.specs);
  const [pack, factor] = rng.pick(item.packs);
  const origin = rng.pick(ORIGINS);
  // Regulated products are sold new only (docs/decisions/016).
  const condition: TPostCondition =
    catalogue.kind === 'equipment' && !subCategory.regulated
      ? rng.pick(CONDITIONS_OF_EQUIPMENT)
      : 'NEW';

  const title = `${item.name} ${spec} – ${pack}`.slice(0, POST_LIMITS.titleMax);
  const etb = (item.price[0] + rng.next() * (item.price[1] - item.price[0])) * factor;
  const hasCustomPrice = rng.chance(0.06);
  const price = hasCustomPrice ? null : priceMinor(etb);
  const isBulk = price !== null && rng.chance(0.3);

  let complianceStatus: TComplianceStatus = 'APPROVED';
  let rejectionReason: string | null = null;
  let reviewed = false;
  if (subCategory.regulated) {
    const r = rng.next();
    complianceStatus = r < 0.7 ? 'APPROVED' : r < 0.88 ? 'PENDING' : 'REJECTED';
    reviewed = complianceStatus !== 'PENDING';
    if (complianceStatus === 'REJECTED') rejectionReason = rng.pick(REJECTION_REASONS);
  }
  const s = rng.next();
  const status: TPostStatus =
    s < 0.05 ? 'DRAFT' : s < 0.12 && complianceStatus === 'APPROVED' ? 'SOLD' : 'ACTIVE';
  const postId = derivedUuid(seed, `post/${index}`);

  const post: PostRow = {
    id: postId,
    title,
    description: describe({
      rng,
      kind: catalogue.kind,
      item,
      spec,
      pack,
      origin,
      regulated: subCategory.regulated,
      condition,
    }),
    categoryId: subCategory.parentId,
    subCategoryId: subCategory.id,
    condition,
    priceMinor: price,
    customPrice: hasCustomPrice ? rng.pick(CUSTOM_PRICES) : null,
    negotiable: hasCustomPrice || rng.chance(0.25),
    contactPhone: seller.phoneNumber,
    location: `${seller.area}, Addis Ababa`,
    bulkAvailable: isBulk,
    bulkPriceMinor: isBulk ? priceMinor((etb * rng.int(82, 93)) / 100) : null,
    bulkQuantity: isBulk ? rng.pick([10, 20, 50, 100, 200, 500]) : null,
    deliveryAvailable: rng.chance(0.55),
    deliveryNote: null,
    additionalNote:
      catalogue.kind === 'medicine'
        ? 'Certificate of analysis available per batch; batch number on request.'
        : null,
    userSellPolicy: rng.chance(0.4) ? rng.pick(SELL_POLICIES) : null,
    userTermsAndConditions: rng.chance(0.3) ? rng.pick(TERMS) : null,
    warrantyNote:
      catalogue.kind === 'equipment' && condition !== 'USED' ? rng.pick(WARRANTIES) : null,
    color: null,
    size: null,
    ...productDetails(seed, index, catalogue.kind, pack, origin, createdAt),
    status,
    complianceStatus,
    rejectionReason,
    reviewedBy: reviewed ? adminId : null,
    reviewedAt: reviewed ? new Date(createdAt.getTime() + rng.int(1, 48) * 3_600_000) : null,
    createdBy: seller.userId,
    createdAt,
    updatedAt: createdAt,
  };
  if (post.deliveryAvailable) post.deliveryNote = rng.pick(DELIVERY_NOTES);

  // The photos of this very product, one or more of them.
  const own = slot.photos[itemIndex] ?? [];
  const count = Math.min(own.length, rng.pick([1, 1, 2, 2, 2, 3]));
  const chosen = own.slice(0, count);
  // Now and then the seller marked a later photo as the cover.
  const primary = count > 1 && rng.chance(0.2) ? rng.int(1, count - 1) : 0;
  const media: MediaRow[] = chosen.map((image, position) => ({
    id: derivedUuid(postId, `media/${position}`),
    postId,
    storageKey: image.key,
    name: image.name,
    position,
    isPrimary: position === primary,
  }));
  return { post, media };
}
