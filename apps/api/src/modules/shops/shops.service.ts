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
  findShopByOwner,
  upsertShop,
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
  return toShop(row, await countPublicListings(deps.orm, row.ownerId));
}

/** GET /shop: the caller's own shop. */
export async function getMyShop(ctx: AuthContext, deps: ShopDeps): Promise<TShop> {
  const row = await findShopByOwner(deps.orm, ctx.userId);
  if (!row) throw new AppError('NOT_FOUND', SHOP_MESSAGES.notFound);
  return withListings(deps, row);
}

/** GET /my-shop: the caller's own shop, or null before they set one up. */
export async function findMyShop(ctx: AuthContext, deps: ShopDeps): Promise<TShop | null> {
  const row = await findShopByOwner(deps.orm, ctx.userId);
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
  if (logo !== null) await requireOwnUpload(ctx, deps, logo);
  const fields = {
    name: input.name,
    description: input.description || null,
    logo,
    address: input.address,
    city: input.city,
    phoneNumber: input.phone_number ?? null,
    deliveryLocations: input.delivery_locations,
  };
  const { row, before } = await deps.orm.transaction(async (tx) => {
    const current = await findShopByOwner(tx, ctx.userId);
    const saved = await upsertShop(tx, ctx.userId, fields);
    await recordAudit(tx, {
      tenantId: null,
      actorUserId: ctx.userId,
      action: current ? 'shop-update' : 'shop-create',
      entity: 'shop',
      entityId: saved.id,
      ...(current && { before: toShop(current, 0) }),
      after: toShop(saved, 0),
      origin: ctx.origin,
    });
    return { row: saved, before: current };
  });
  return { shop: await withListings(deps, row), isCreated: before === undefined };
}
