import { POST_MESSAGES, type TMessageResponse, type TReportPostRequest } from '@dawa/contract';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { requireReadablePost } from './post-access.ts';
import { insertReport, savePost, unsavePost } from './posts.repo.ts';

/** POST /saved-post: idempotent, a second save changes nothing; one's own listings are not saved. */
export async function saveListing(
  ctx: AuthContext,
  deps: AppDeps,
  postId: string,
): Promise<TMessageResponse> {
  const post = await requireReadablePost(ctx, deps.orm, postId);
  if (post.createdBy === ctx.userId) throw fieldError('id', POST_MESSAGES.cannotSaveOwn);
  await savePost(deps.orm, ctx.userId, postId);
  return { message: 'Listing saved.' };
}

/** DELETE /saved-post/{id}: idempotent; nothing to learn about listings the caller cannot see. */
export async function unsaveListing(
  ctx: AuthContext,
  deps: AppDeps,
  postId: string,
): Promise<TMessageResponse> {
  await unsavePost(deps.orm, ctx.userId, postId);
  return { message: 'Listing removed from your saved listings.' };
}

/**
 * POST /post/{id}/report: one open report per user and listing; a repeat is thanked the same way.
 * Once moderators settle it, the user may report the listing again.
 */
export async function reportListing(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TReportPostRequest },
): Promise<TMessageResponse> {
  const post = await requireReadablePost(ctx, deps.orm, id);
  if (post.createdBy === ctx.userId) {
    throw new AppError('BAD_REQUEST', 'You cannot report your own listing.');
  }
  await insertReport(deps.orm, { postId: id, reporterId: ctx.userId, reason: input.reason });
  return { message: 'Thank you. Our moderators will look at this listing.' };
}
