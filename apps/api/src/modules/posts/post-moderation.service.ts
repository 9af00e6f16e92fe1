import {
  type TComplianceDecisionRequest,
  type TModerationPage,
  type TPost,
  type ZModerationQuery,
} from '@dawa/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../sessions/auth-context.ts';
import { toPage } from '../tenants/tenant-view.ts';
import { audit, notFound, readPost } from './post-access.ts';
import { toSearchTerms } from './post-list-query.ts';
import { toPost } from './post-view.ts';
import {
  findPost,
  listModerationQueue,
  resolveReports,
  updatePost as updatePostRow,
} from './posts.repo.ts';

// Moderation: the platform administrators' queue and their decisions.

const requireAdmin = (ctx: AuthContext) => {
  if (!ctx.isPlatformAdmin) {
    throw new AppError('FORBIDDEN', 'Only platform administrators can review listings.');
  }
};

/** POST /post/{id}/compliance (platform administrators). */
export async function decideCompliance(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TComplianceDecisionRequest },
): Promise<TPost> {
  requireAdmin(ctx);
  const current = await findPost(deps.orm, id);
  if (!current || current.status === 'REMOVED') throw notFound();
  const changes = {
    complianceStatus: input.compliance_status,
    rejectionReason: input.compliance_status === 'REJECTED' ? (input.reason ?? null) : null,
    reviewedBy: ctx.userId,
    reviewedAt: deps.now(),
  };
  await deps.orm.transaction(async (tx) => {
    await updatePostRow(tx, id, changes);
    await resolveReports(tx, id);
    await recordAudit(
      tx,
      audit(ctx, 'update', id, {
        before: { compliance_status: current.complianceStatus },
        after: { compliance_status: changes.complianceStatus, reason: changes.rejectionReason },
      }),
    );
  });
  return readPost(ctx, deps, id);
}

/** GET /admin/posts/moderation (platform administrators). */
export async function listModeration(
  ctx: AuthContext,
  deps: AppDeps,
  q: z.output<typeof ZModerationQuery>,
): Promise<TModerationPage> {
  requireAdmin(ctx);
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
  }));
  return toPage(docs, { limit: q.limit, cursor: q.cursor, total });
}
