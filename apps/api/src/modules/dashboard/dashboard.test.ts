import {
  ZAdminOverview,
  ZDashboardListingsResponse,
  type TErrorResponse,
  type TPostStatus,
  type TComplianceStatus,
} from '@dawa/contract';
import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, postReports, posts, savedPosts } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { openRoom, say } from '../../test/chat.ts';
import { as, createSignedInUser, createTestTenant } from '../../test/factories.ts';

describe.each(databases())('dashboard (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.build();
  });

  const signedIn = (name: string, isPlatformAdmin = false) =>
    createSignedInUser(app, t.db, { name, isPlatformAdmin });

  /** A listing straight into the table, in the given state; answers its id. */
  async function insertPost(
    ownerId: string,
    status: TPostStatus,
    complianceStatus: TComplianceStatus = 'APPROVED',
    extra: { rejectionReason?: string; title?: string; viewCount?: number } = {},
  ): Promise<string> {
    const [sub] = await t.db.orm
      .select()
      .from(categories)
      .where(isNotNull(categories.parentId))
      .limit(1);
    if (!sub?.parentId) throw new Error('no seeded sub-category');
    const [row] = await t.db.orm
      .insert(posts)
      .values({
        title: extra.title ?? `${status} ${complianceStatus}`,
        description: 'Box of 100 tablets',
        categoryId: sub.parentId,
        subCategoryId: sub.id,
        contactPhone: '+251911223344',
        priceMinor: 12_550,
        status,
        complianceStatus,
        rejectionReason: extra.rejectionReason ?? null,
        viewCount: extra.viewCount ?? 0,
        createdBy: ownerId,
        ...(status === 'REMOVED' && { deletedAt: new Date() }),
      })
      .returning({ id: posts.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  const listings = (token: string | null, query = '') =>
    app.inject({ method: 'GET', url: `/api/dashboard/listings${query}`, ...as(token) });
  const overview = (token: string | null, tenantId?: string) =>
    app.inject({ method: 'GET', url: '/api/admin/overview', ...as(token, tenantId) });

  describe('GET /dashboard/listings', () => {
    it('counts the chat messages about each listing, only for that listing', async () => {
      const seller = await signedIn('seller');
      const buyer = await signedIn('buyer');
      const asked = await insertPost(seller.user.id, 'ACTIVE', 'APPROVED', { title: 'asked' });
      const quiet = await insertPost(seller.user.id, 'ACTIVE', 'APPROVED', { title: 'quiet' });
      const room = await openRoom(app, buyer.token, { seller_id: seller.user.id, post_id: asked });
      await say(app, buyer.token, room.id, 'Is it still available?');
      await say(app, seller.token, room.id, 'Yes, 40 boxes.');
      const body = ZDashboardListingsResponse.parse((await listings(seller.token)).json());
      const messagesOf = (id: string) => body.docs.find((d) => d.id === id)?.messages;
      // The listing card the room opened with counts too, when the chat module posts one.
      expect(messagesOf(asked)).toBeGreaterThanOrEqual(2);
      expect(messagesOf(quiet)).toBe(0);
    });

    it("groups the seller's own listings by state, with saves, and leaves others' out", async () => {
      const seller = await signedIn('seller');
      const buyer = await signedIn('buyer');
      const live = await insertPost(seller.user.id, 'ACTIVE', 'APPROVED', { viewCount: 7 });
      await insertPost(seller.user.id, 'ACTIVE', 'PENDING');
      await insertPost(seller.user.id, 'ACTIVE', 'REJECTED', { rejectionReason: 'No licence' });
      await insertPost(seller.user.id, 'SOLD');
      await insertPost(seller.user.id, 'DRAFT', 'PENDING');
      await insertPost(seller.user.id, 'REMOVED');
      await insertPost(buyer.user.id, 'ACTIVE', 'APPROVED', { title: 'not mine' });
      await t.db.orm.insert(savedPosts).values({ userId: buyer.user.id, postId: live });

      const res = await listings(seller.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = ZDashboardListingsResponse.parse(res.json());
      expect(body.counts).toEqual({
        LIVE: 1,
        PENDING: 1,
        REJECTED: 1,
        SOLD: 1,
        DRAFT: 1,
        EXPIRED: 0,
      });
      expect(body.total).toBe(5);
      expect(body.docs.map((d) => d.title)).not.toContain('not mine');
      const liveRow = body.docs.find((d) => d.id === live);
      expect(liveRow).toMatchObject({ state: 'LIVE', saves: 1, views: 7, price: 125.5 });
      expect(liveRow?.messages).toBe(0);

      const rejected = ZDashboardListingsResponse.parse(
        (await listings(seller.token, '?state=REJECTED')).json(),
      );
      expect(rejected.docs).toHaveLength(1);
      expect(rejected.docs[0]).toMatchObject({ state: 'REJECTED', rejection_reason: 'No licence' });
      expect(rejected.total).toBe(1);
    });

    it('pages through one state with nextCursor', async () => {
      const seller = await signedIn('pager');
      for (let i = 0; i < 3; i += 1) await insertPost(seller.user.id, 'ACTIVE');
      const first = ZDashboardListingsResponse.parse(
        (await listings(seller.token, '?state=LIVE&limit=2')).json(),
      );
      expect(first).toMatchObject({ total: 3, hasMore: true, nextCursor: 2, pages: 2 });
      const second = ZDashboardListingsResponse.parse(
        (await listings(seller.token, '?state=LIVE&limit=2&cursor=2')).json(),
      );
      expect(second).toMatchObject({ hasMore: false, nextCursor: null });
      expect(second.docs).toHaveLength(1);
    });

    it('another user sees none of my listings; a new user sees empty counts', async () => {
      const seller = await signedIn('owner-of-rows');
      await insertPost(seller.user.id, 'ACTIVE');
      const other = await signedIn('other');
      const body = ZDashboardListingsResponse.parse((await listings(other.token)).json());
      expect(body.total).toBe(0);
      expect(body.docs).toEqual([]);
      expect(Object.values(body.counts).every((n) => n === 0)).toBe(true);
    });

    it('refuses a guest (401) and a bad state (400 with the contract message)', async () => {
      expect((await listings(null)).statusCode).toBe(401);
      const seller = await signedIn('bad-query');
      const res = await listings(seller.token, '?state=GONE');
      expect(res.statusCode).toBe(400);
      const error = res.json<TErrorResponse>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(error.issues)).toContain('Choose one of');
    });
  });

  describe('GET /admin/overview', () => {
    it('gives a platform admin the queue size and the newest organisations', async () => {
      const admin = await signedIn('platform', true);
      const before = ZAdminOverview.parse((await overview(admin.token)).json());
      const seller = await signedIn('queued');
      const reporter = await signedIn('reporter');
      await insertPost(seller.user.id, 'ACTIVE', 'PENDING');
      const reported = await insertPost(seller.user.id, 'ACTIVE');
      await t.db.orm
        .insert(postReports)
        .values({ postId: reported, reporterId: reporter.user.id, reason: 'Looks fake' });
      const clinic = await createTestTenant(t.db, {
        owner: seller.user,
        name: 'Newest Clinic',
        orgType: 'CLINIC',
      });

      const res = await overview(admin.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = ZAdminOverview.parse(res.json());
      expect(body.moderation.pending).toBe(before.moderation.pending + 1);
      expect(body.moderation.reported).toBe(before.moderation.reported + 1);
      expect(body.organisations).toBe(before.organisations + 1);
      expect(body.newestOrganisations[0]).toMatchObject({
        id: clinic.id,
        name: 'Newest Clinic',
        org_type: 'CLINIC',
        members: 1,
      });
    });

    it('counts exactly what the moderation queues hold: no drafts, no removed listings', async () => {
      const admin = await signedIn('platform-queue', true);
      const seller = await signedIn('drafting');
      const reporter = await signedIn('reporting');
      // A draft waiting for review is nobody's to review yet; a removed listing is gone.
      await insertPost(seller.user.id, 'DRAFT', 'PENDING');
      await insertPost(seller.user.id, 'REMOVED', 'PENDING');
      await insertPost(seller.user.id, 'ACTIVE', 'PENDING');
      const reportedDraft = await insertPost(seller.user.id, 'DRAFT');
      await t.db.orm
        .insert(postReports)
        .values({ postId: reportedDraft, reporterId: reporter.user.id, reason: 'Looks fake' });

      const body = ZAdminOverview.parse((await overview(admin.token)).json());
      const queueTotal = async (queue: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/admin/posts/moderation?queue=${queue}&limit=1`,
          ...as(admin.token),
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ total: number }>().total;
      };
      expect(body.moderation.pending).toBe(await queueTotal('PENDING'));
      expect(body.moderation.reported).toBe(await queueTotal('REPORTED'));
    });

    it('refuses a guest (401), a user and a pharmacy owner (403)', async () => {
      expect((await overview(null)).statusCode).toBe(401);
      const user = await signedIn('plain');
      expect((await overview(user.token)).statusCode).toBe(403);
      const owner = await signedIn('pharmacy-owner');
      const tenant = await createTestTenant(t.db, { owner: owner.user });
      const res = await overview(owner.token, tenant.id);
      expect(res.statusCode).toBe(403);
      expect(res.json<TErrorResponse>().code).toBe('FORBIDDEN');
    });
  });
});
