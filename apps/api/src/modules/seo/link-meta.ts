// A listing's and a shop's page metadata (platform/page-meta.ts): what Telegram's and WhatsApp's
// previews and search engines read of the page. Pure: the reads are seo.repo.ts's.
import { API_PREFIX, cents, PRODUCT_NAME, toDecimalText } from '@dawa/contract';
import { absoluteUrl, type PageImage, type PageMeta } from '../../platform/page-meta.ts';
import { PREVIEW_SIZE } from './preview-image.ts';
import type { ListingCard, ShopCard } from './seo.repo.ts';

/** The marketplace's one currency (chat's offers say the same). */
const CURRENCY = 'ETB';

/** The site's picture, for a page without a photo of its own. */
export const SITE_PREVIEW_PATH = `${API_PREFIX}/previews/site.jpg`;

const UPLOAD_KEY = /^uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;

/** Where the preview of the upload `key` is served (a stable address: the upload never changes). */
export function previewPath(key: string | null): string {
  const match = key === null ? null : UPLOAD_KEY.exec(key);
  return match
    ? `${API_PREFIX}/previews/uploads/${match[1]}/${match[2]}/og.jpg`
    : SITE_PREVIEW_PATH;
}

const image = (origin: string, key: string | null, alt: string): PageImage => ({
  url: absoluteUrl(origin, previewPath(key)),
  ...PREVIEW_SIZE,
  alt,
});

// schema.org's words for a listing's state and condition.
const AVAILABILITY: Record<string, string> = {
  ACTIVE: 'https://schema.org/InStock',
  SOLD: 'https://schema.org/SoldOut',
  EXPIRED: 'https://schema.org/Discontinued',
};
const CONDITION: Record<string, string> = {
  NEW: 'https://schema.org/NewCondition',
  USED: 'https://schema.org/UsedCondition',
  REFURBISHED: 'https://schema.org/RefurbishedCondition',
};

export const listingPath = (id: string) => `/listing/${id}`;
export const shopPath = (id: string) => `/shop/${id}`;

/**
 * A listing's page: its title, description, price as a Product's Offer in ETB, and its photo's
 * preview. A regulated listing (prescription or controlled medicines) is `noindex`: kept out of
 * search engines, while a link shared to a buyer still shows its preview (decision 017).
 */
export function listingMeta(origin: string, listing: ListingCard): PageMeta {
  const url = absoluteUrl(origin, listingPath(listing.id));
  const picture = image(origin, listing.imageKey, listing.title);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    priceCurrency: CURRENCY,
    availability: AVAILABILITY[listing.status] ?? AVAILABILITY.ACTIVE,
  };
  if (listing.priceMinor !== null) offer.price = toDecimalText(cents(listing.priceMinor)); // 9500 → "95.00"
  const condition = listing.condition === null ? undefined : CONDITION[listing.condition];
  if (condition) offer.itemCondition = condition;
  return {
    title: listing.title,
    description: listing.description,
    canonicalUrl: url,
    type: 'product',
    image: picture,
    noindex: listing.regulated,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description: listing.description,
      sku: listing.id,
      url,
      image: [picture.url],
      category: `${listing.category} > ${listing.subCategory}`,
      offers: offer,
    },
  };
}

/** The preview key of a shop's logo (an upload's address), or null. */
export type LogoKey = (logoUrl: string) => string | null;

/** A shop's page: its name, description and logo's preview; an Organization in JSON-LD. */
export function shopMeta(origin: string, shop: ShopCard, logoKey: LogoKey): PageMeta {
  const url = absoluteUrl(origin, shopPath(shop.id));
  const key = shop.logo === null ? null : logoKey(shop.logo);
  const picture = image(origin, key, `${shop.name} logo`);
  const description =
    shop.description?.trim() || `${shop.name}, ${shop.city}: listings on ${PRODUCT_NAME}.`;
  return {
    title: shop.name,
    description,
    canonicalUrl: url,
    type: 'website',
    image: picture,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: shop.name,
      description,
      url,
      ...(key !== null && { logo: picture.url }),
      address: { '@type': 'PostalAddress', addressLocality: shop.city },
    },
  };
}
