import { can, POST_MESSAGES, type TPost } from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { toPost, type PostRow } from './post-view.ts';
import { findOrganisationRole, findPost, findPostView, type PostTableRow } from './posts.repo.ts';

// Who may read a listing, shared by publishing, reads, moderation and interactions.

export type Reader = AuthContext | null;

export const notFound = () => new AppError('NOT_FOUND', POST_MESSAGES.notFound);

export type Visibility = Pick<PostTableRow, 'status' | 'complianceStatus' | 'sellerHidden'>;

/**
 * The caller's side of a listing (docs/decisions/018): `manager` may change it (its author, for a
 * listing sold on their own account; a member of its organisation whose role holds
 * listings.manage), `member` may read it as the seller does (drafts, review results), null: a
 * buyer. Read from the membership each time, so a member who left loses it at once.
 */
export type SellerSide = 'manager' | 'member' | null;

export async function sellerSideOf(
  ctx: Reader,
  orm: Orm,
  post: { createdBy: string; tenantId: string | null },
): Promise<SellerSide> {
  if (!ctx) return null;
  if (post.tenantId === null) return ctx.userId === post.createdBy ? 'manager' : null;
  const role = await findOrganisationRole(orm, { tenantId: post.tenantId, userId: ctx.userId });
  if (role === null) return null;
  return can(role, 'listings.manage') ? 'manager' : 'member';
}

/**
 * Anyone may read a listing that is (or was, until sold or past its expiry date) in the
 * marketplace, unless its seller's account was disabled or deleted: a saved listing that expired
 * still opens, marked as no longer available.
 */
export const isListed = (p: Visibility) =>
  (p.status === 'ACTIVE' || p.status === 'SOLD' || p.status === 'EXPIRED') &&
  p.complianceStatus === 'APPROVED' &&
  !p.sellerHidden;

export const canSeeReview = (ctx: Reader, side: SellerSide) =>
  side !== null || !!ctx?.isPlatformAdmin;

/** The seller's side sees every listing of theirs but removed ones; administrators see all. */
export function canRead(ctx: Reader, p: Visibility, side: SellerSide) {
  if (isListed(p)) return true;
  if (ctx?.isPlatformAdmin) return true;
  return side !== null && p.status !== 'REMOVED';
}

export const view = (ctx: Reader, deps: AppDeps, row: PostRow, side: SellerSide): TPost =>
  toPost(row, { storage: deps.uploads.storage, showReview: canSeeReview(ctx, side) });

/** The listing as its seller's side reads it, once they made or changed it. */
export async function readPost(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
  db: Orm = deps.orm,
): Promise<TPost> {
  const row = await findPostView(db, id, ctx.userId, actingOrganisation(ctx));
  if (!row) throw notFound();
  return view(ctx, deps, row, 'manager');
}

/** The organisation the caller acts for, if the route entered one. */
const actingOrganisation = (ctx: AuthContext) => ctx.tenantId;

/** A listing a user may save or report: one they can see. */
export async function requireReadablePost(
  ctx: AuthContext,
  orm: Orm,
  id: string,
): Promise<PostTableRow> {
  const post = await findPost(orm, id);
  if (!post || !canRead(ctx, post, await sellerSideOf(ctx, orm, post))) throw notFound();
  return post;
}

/** An audit entry of a listing change. */
export function audit(
  ctx: AuthContext,
  action:
    | 'post-create'
    | 'post-update'
    | 'post-status-change'
    | 'post-delete'
    | 'post-moderation'
    | 'post-reports-dismissed',
  entityId: string,
  change: { before?: unknown; after?: unknown },
) {
  // The audit log files a seller's action under the listing's organisation (audit.repo.ts).
  return {
    tenantId: null,
    actorUserId: ctx.userId,
    action,
    entity: 'post',
    entityId,
    ...change,
    origin: ctx.origin,
  };
}
