// The head metadata of a listing's and a shop's document (platform/page-hints.ts → page-meta.ts):
// what a link preview bot and a search engine read, since they never run the app. A listing or shop
// a visitor may not see is `notFound`: its document answers 404 with noindex.
import { zId } from '@dawa/contract';
import type { PageHintSource } from '../../platform/page-hints.ts';
import type { Orm } from '../../db/client.ts';
import { listingMeta, shopMeta, type LogoKey } from './link-meta.ts';
import { findListedListing, findPublicShop } from './seo.repo.ts';

export interface SeoHintDeps {
  orm: Orm;
  /** The public origin the addresses are written on (PUBLIC_URL). */
  origin: string;
  logoKey: LogoKey;
}

const LISTING_ID = zId('listing');
const SHOP_ID = zId('shop');

/** '/listing/:id': the listing's metadata, or 404 when no visitor may see it. */
export const listingMetaHint =
  ({ orm, origin }: SeoHintDeps): PageHintSource =>
  async ({ params }) => {
    const id = LISTING_ID.safeParse(params.id);
    if (!id.success) return { notFound: true };
    const listing = await findListedListing(orm, id.data);
    return listing ? { meta: listingMeta(origin, listing) } : { notFound: true };
  };

/** '/shop/:id': the shop's metadata (its name and logo), or 404 when the public may not see it. */
export const shopMetaHint =
  ({ orm, origin, logoKey }: SeoHintDeps): PageHintSource =>
  async ({ params }) => {
    const id = SHOP_ID.safeParse(params.id);
    if (!id.success) return { notFound: true };
    const shop = await findPublicShop(orm, id.data);
    return shop ? { meta: shopMeta(origin, shop, logoKey) } : { notFound: true };
  };
