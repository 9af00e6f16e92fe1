import {
  POST_MESSAGES,
  type TMessageResponse,
  type TModerationPage,
  type ZModerationQuery,
  type TReportPostRequest,
} from '@dawa/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../sessions/auth-context.ts';
import { toPage } from '../tenants/tenant-view.ts';
import { toPost } from './post-view.ts';
import { insertReport, listModerationQueue, savePost, unsavePost } from './posts.repo.ts';
import { requireReadablePost } from './posts.service.ts';

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

/** POST /post/{id}/report: one report per user and listing; a repeat is thanked the same way. */
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

/** GET /admin/posts/moderation (platform administrators). */
export async function listModeration(
  ctx: AuthContext,
  deps: AppDeps,
  q: z.output<typeof ZModerationQuery>,
): Promise<TModerationPage> {
  if (!ctx.isPlatformAdmin) {
    throw new AppError('FORBIDDEN', 'Only platform administrators can review listings.');
  }
  const { rows, total } = await listModerationQueue(deps.orm, {
    queue: q.queue,
    limit: q.limit,
    offset: q.cursor,
  });
  const storage = deps.uploads.storage;
  const docs = rows.map((row) => ({
    ...toPost(row, { storage, showReview: true }),
    categoryName: row.category_name,
    subCategoryName: row.sub_category_name,
    sellerName: row.seller_name,
    reports: row.reports,
  }));
  return toPage(docs, { limit: q.limit, cursor: q.cursor, total });
}
