// GET /api/post/{id} for a guest as the API reads it (post-reads.service.ts getPostDetail): the
// API's own repository functions on a Drizzle instance over the bare server's pool, and the API's
// mapping (postDetailOf). Left out on purpose: the view counter (the API counts views in memory,
// posts/view-counter.ts), access checks beyond "listed", validation of the id, errors as JSON.
import type { TPostDetail } from '@dawa/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Orm } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { findCategoryById } from '../apps/api/src/modules/categories/categories.repo.ts';
import { canRead } from '../apps/api/src/modules/posts/post-access.ts';
import { postDetailOf } from '../apps/api/src/modules/posts/post-reads.service.ts';
import { toPost } from '../apps/api/src/modules/posts/post-view.ts';
import { findPostView, findSeller } from '../apps/api/src/modules/posts/posts.repo.ts';
import type { Storage } from '../apps/api/src/modules/uploads/storage.ts';

/** The Drizzle instance the API builds on its pool (db/postgres.ts), here on the bare server's. */
export const ormOf = (pool: pg.Pool): Orm =>
  drizzle({ client: pool, schema, casing: 'snake_case' });

/** The listing a guest opens, or null when a guest may not see it (the API answers 404). */
export async function postDetail(
  orm: Orm,
  storage: Storage,
  id: string,
): Promise<TPostDetail | null> {
  const row = await findPostView(orm, id, null);
  if (!row) return null;
  const access = {
    status: row.status,
    complianceStatus: row.compliance_status,
    sellerHidden: row.seller_hidden,
  };
  // A guest is on no seller's side (decision 018).
  if (!canRead(null, access, null)) return null;
  const [category, subCategory, seller] = await Promise.all([
    findCategoryById(orm, row.category_id),
    findCategoryById(orm, row.sub_category_id),
    findSeller(orm, { userId: row.created_by, tenantId: row.tenant_id }),
  ]);
  if (!category || !subCategory || !seller) return null;
  return postDetailOf(toPost(row, { storage, showReview: false }), category, subCategory, seller);
}
