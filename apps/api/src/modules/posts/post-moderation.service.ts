import {
  POST_MESSAGES,
  listingVersion,
  type TComplianceDecisionRequest,
  type TMessageResponse,
  type TModerationPage,
  type TPost,
  type ZModerationQuery,
} from '@dawa/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { IfMatch } from '../../platform/if-match.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { toPage } from '../../platform/page.ts';
import { audit, notFound, readPost } from './post-access.ts';
import { toSearchTerms } from './post-list-query.ts';
import { toPost } from './post-view.ts';
import {
  listModerationQueue,
  lockPost,
  resolveReports,
  updatePost as updatePostRow,
} from './posts.repo.ts';

// Moderation: the platform administrators' queue and their decisions.

/** The listing a moderator acts on, locked until the transaction ends; removed ones are not found. */
async function lockReviewablePost(tx: Orm, id: string) {
  const current = await lockPost(tx, id);
  if (!current || current.status === 'REMOVED') throw notFound();
  return current;
}

/**
 * POST /post/{id}/compliance (platform administrators). `ifMatch`: the listing versions the
 * reviewer's decision is about (`If-Match`); a listing changed since (the seller edited it, or
 * another reviewer decided) is left as it is and answers PRECONDITION_FAILED, so no one approves
 * what they did not see. The row is locked while deciding: two decisions at once are one after
 * the other, each with the right "before" in the audit log.
 */
export async function decideCompliance(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input, ifMatch }: { id: string; input: TComplianceDecisionRequest; ifMatch?: IfMatch },
): Promise<TPost> {
  await deps.orm.transaction(async (tx) => {
    const current = await lockReviewablePost(tx, id);
    if (ifMatch && !matchesVersion(ifMatch, current.updatedAt))
      throw new AppError('PRECONDITION_FAILED', POST_MESSAGES.changedSinceOpened);
    const changes = {
      complianceStatus: input.compliance_status,
      rejectionReason: input.compliance_status === 'REJECTED' ? (input.reason ?? null) : null,
      reviewedBy: ctx.userId,
      reviewedAt: deps.now(),
    };
    await updatePostRow(tx, id, changes);
    await resolveReports(tx, id);
    await recordAudit(
      tx,
      audit(ctx, 'post-moderation', id, {
        before: { compliance_status: current.complianceStatus },
        after: { compliance_status: changes.complianceStatus, reason: changes.rejectionReason },
      }),
    );
  });
  return readPost(ctx, deps, id);
}

/**
 * POST /post/{id}/reports/dismiss (platform administrators): the reports were unfounded; they are
 * settled and the listing is left exactly as it is (a decision settles them too). Retrying is
 * harmless: with nothing open it says so and changes nothing. An unknown or removed listing is
 * NOT_FOUND, like everywhere else.
 */
export async function dismissReports(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
): Promise<TMessageResponse> {
  const dismissed = await deps.orm.transaction(async (tx) => {
    // Locked like a decision, so a decision and a dismissal at once are one after the other.
    await lockReviewablePost(tx, id);
    const settled = await resolveReports(tx, id);
    if (settled > 0) {
      await recordAudit(
        tx,
        audit(ctx, 'post-reports-dismissed', id, { after: { reports_dismissed: settled } }),
      );
    }
    return settled;
  });
  return { message: dismissed > 0 ? POST_MESSAGES.reportsDismissed : POST_MESSAGES.noOpenReports };
}

/** Whether `If-Match` names the listing's current version (`*`: any version). */
const matchesVersion = (ifMatch: IfMatch, updatedAt: Date) =>
  ifMatch === '*' || ifMatch.includes(listingVersion({ updatedAt: updatedAt.toISOString() }));

/** GET /admin/posts/moderation (platform administrators). */
export async function listModeration(
  ctx: AuthContext,
  deps: AppDeps,
  q: z.output<typeof ZModerationQuery>,
): Promise<TModerationPage> {
  const search = toSearchTerms(q.searchKey);
  const { rows, total } = await listModerationQueue(deps.orm, {
    queue: q.queue,
    ...(search && { search }),
    ...(q.category && { categoryId: q.category }),
    sort: q.sort,
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
    openReports: row.open_reports.map((report) => ({
      reason: report.reason,
      createdAt: new Date(report.createdAt).toISOString(),
    })),
  }));
  return toPage(docs, { limit: q.limit, cursor: q.cursor, total });
}
