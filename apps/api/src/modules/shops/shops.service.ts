import { SHOP_MESSAGES, type TShop, type ZSaveShopRequest } from '@dawa/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { ownUploadKey, type Storage } from '../uploads/index.ts';
import { toShop } from './shop-view.ts';
import {
  countPublicListings,
  findPublicShopById,
  findShopOf,
  upsertShop,
  type ShopKey,
  type ShopRow,
} from './shops.repo.ts';

/** What the shop service needs: the database, and the upload storage to check a logo against. */
export interface ShopDeps {
  orm: AppDeps['orm'];
  storage: Pick<Storage, 'keyFromUrl' | 'exists'>;
}

/** The parsed PUT /shop body (defaults applied). */
export type SaveShopInput = z.output<typeof ZSaveShopRequest>;

async function withListings(deps: ShopDeps, row: ShopRow): Promise<TShop> {
  return toShop(row, await countPublicListings(deps.orm, row));
}

/**
 * The caller's shop: the organisation's they chose (the route's access entered it; a branch stands
 * for its organisation), else their own (docs/decisions/018).
 */
const myShopKey = (ctx: AuthContext): ShopKey => ({ userId: ctx.userId, tenantId: ctx.tenantId });

/** GET /shop: the caller's shop. */
export async function getMyShop(ctx: AuthContext, deps: ShopDeps): Promise<TShop> {
  const row = await findShopOf(deps.orm, myShopKey(ctx));
  if (!row) throw new AppError('NOT_FOUND', SHOP_MESSAGES.notFound);
  return withListings(deps, row);
}

/** GET /my-shop: the caller's own shop, or null before they set one up. */
export async function findMyShop(ctx: AuthContext, deps: ShopDeps): Promise<TShop | null> {
  const row = await findShopOf(deps.orm, myShopKey(ctx));
  return row ? withListings(deps, row) : null;
}

/** GET /shops/{id}: any shop, for its public page. */
export async function getShop(deps: ShopDeps, id: string): Promise<TShop> {
  const row = await findPublicShopById(deps.orm, id);
  if (!row) throw new AppError('NOT_FOUND', SHOP_MESSAGES.notFound);
  return withListings(deps, row);
}

/** A logo must be one of the caller's own finished uploads. */
async function requireOwnUpload(ctx: AuthContext, deps: ShopDeps, url: string): Promise<void> {
  if (!(await ownUploadKey(deps.storage, ctx.userId, url))) {
    throw fieldError('logo', SHOP_MESSAGES.logoInvalid);
  }
}

/** PUT /shop: creates the caller's shop, or replaces every field of it. */
export async function saveShop(
  ctx: AuthContext,
  deps: ShopDeps,
  input: SaveShopInput,
): Promise<{ shop: TShop; isCreated: boolean }> {
  const logo = input.logo ?? null;
  const key = myShopKey(ctx);
  const fields = {
    name: input.name,
    description: input.description || null,
    logo,
    address: input.address,
    city: input.city,
    phoneNumber: input.phone_number ?? null,
    deliveryLocations: input.delivery_locations,
  };
  const { row, isCreated } = await deps.orm.transaction(async (tx) => {
    const current = await findShopOf(tx, key);
    // A colleague's logo the shop already shows is kept as it is; a new one must be the caller's.
    if (logo !== null && logo !== current?.logo) await requireOwnUpload(ctx, deps, logo);
    const saved = await upsertShop(tx, key, fields);
    await recordAudit(tx, {
      // An organisation's shop is in its activity log.
      tenantId: key.tenantId,
      actorUserId: ctx.userId,
      action: saved.isCreated ? 'shop-create' : 'shop-update',
      entity: 'shop',
      entityId: saved.id,
      ...(current && !saved.isCreated && { before: toShop(current, 0) }),
      after: toShop(saved, 0),
      origin: ctx.origin,
    });
    return { row: saved, isCreated: saved.isCreated };
  });
  return { shop: await withListings(deps, row), isCreated };
}
