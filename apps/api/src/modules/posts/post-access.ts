import { POST_MESSAGES, type TPost } from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { toPost, type PostRow } from './post-view.ts';
import { findPost, findPostView, type PostTableRow } from './posts.repo.ts';

// Who may read a listing, shared by publishing, reads, moderation and interactions.

export type Reader = AuthContext | null;

export const notFound = () => new AppError('NOT_FOUND', POST_MESSAGES.notFound);

export type Visibility = Pick<
  PostTableRow,
  'status' | 'complianceStatus' | 'createdBy' | 'sellerHidden'
>;

/**
 * Anyone may read a listing that is (or was, until sold or past its expiry date) in the
 * marketplace, unless its seller's account was disabled or deleted: a saved listing that expired
 * still opens, marked as no longer available.
 */
export const isListed = (p: Omit<Visibility, 'createdBy'>) =>
  (p.status === 'ACTIVE' || p.status === 'SOLD' || p.status === 'EXPIRED') &&
  p.complianceStatus === 'APPROVED' &&
  !p.sellerHidden;

export const canSeeReview = (ctx: Reader, createdBy: string) =>
  !!ctx && (ctx.userId === createdBy || ctx.isPlatformAdmin);

/** The seller sees every listing of theirs but removed ones; administrators see all. */
export function canRead(ctx: Reader, p: Visibility) {
  if (isListed(p)) return true;
  if (ctx?.isPlatformAdmin) return true;
  return ctx?.userId === p.createdBy && p.status !== 'REMOVED';
}

export const view = (ctx: Reader, deps: AppDeps, row: PostRow): TPost =>
  toPost(row, { storage: deps.uploads.storage, showReview: canSeeReview(ctx, row.created_by) });

export async function readPost(ctx: AuthContext, deps: AppDeps, id: string): Promise<TPost> {
  const row = await findPostView(deps.orm, id, ctx.userId);
  if (!row) throw notFound();
  return view(ctx, deps, row);
}

/** A listing a user may save or report: one they can see. */
export async function requireReadablePost(
  ctx: AuthContext,
  orm: Orm,
  id: string,
): Promise<PostTableRow> {
  const post = await findPost(orm, id);
  if (!post || !canRead(ctx, post)) throw notFound();
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
  // Listings belong to users, not to a pharmacy.
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
