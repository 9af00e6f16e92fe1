// Listings and shops belong to the organisation (issue 31, docs/decisions/018): posted for the
// organisation chosen, managed by its members who hold listings.manage, read by all its members,
// sold under its shop; a branch sells under its organisation; another organisation's member is a
// buyer like anyone else, and a hidden listing of it answers like a missing one.
import {
  SHOP_MESSAGES,
  ZDashboardListingsResponse,
  ZMyShopResponse,
  ZPostDetail,
  ZPostListResponse,
  ZShop,
  type TCreatePostRequest,
} from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '../../platform/access-guard.ts';
import { databases } from '../../test/build-test-app.ts';
import { as, createSignedInUser, createTestTenant, NIL_ID } from '../../test/factories.ts';
import { listingBody, uploadImages, useListingsTest, type SignedIn } from '../../test/listings.ts';
import { NOT_THE_ORGANISATIONS_MEMBER } from '../sessions/auth-context.ts';
import { deleteMembership, insertMembership } from '../tenants/tenants.repo.ts';

describe.each(databases())('listings of an organisation (%s)', (driver) => {
  const s = useListingsTest(driver, {
    dataDirPrefix: 'dawa-org-listings-',
    people: {
      owner: { name: 'org-owner' },
      admin: { name: 'org-admin' },
      staff: { name: 'org-staff' },
      outsider: { name: 'org-outsider' },
      branchAdmin: { name: 'branch-admin' },
    },
  });
  let pharmacy: { id: string; name: string };
  let other: { id: string };
  let branch: { id: string };

  beforeAll(async () => {
    const tenant = await createTestTenant(s.t.db, {
      owner: s.owner.user,
      name: 'Kenema Pharmacy',
      members: [
        { user: s.admin.user, role: 'ADMIN' },
        { user: s.staff.user, role: 'USER' },
      ],
    });
    pharmacy = { id: tenant.id, name: tenant.name };
    other = await createTestTenant(s.t.db, { owner: s.outsider.user, name: 'Other Pharmacy' });
    const opened = await s.app.inject({
      method: 'POST',
      url: `/api/tenants/${pharmacy.id}/branches`,
      payload: { name: 'Kenema Piassa', address: 'Piassa 3', city: 'Addis Ababa' },
      ...as(s.owner.token, pharmacy.id),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    branch = opened.json<{ id: string }>();
    // An administrator of the branch alone, not of the pharmacy.
    await insertMembership(s.t.db.orm, {
      tenantId: branch.id,
      userId: s.branchAdmin.user.id,
      role: 'ADMIN',
    });
  });

  const inject = (options: InjectOptions) => s.app.inject(options);
  const body = async (who: SignedIn, overrides: Partial<TCreatePostRequest> = {}) =>
    listingBody(s.tax.open, await uploadImages(s.app, who.token), overrides);
  const post = async (who: SignedIn, tenant: string | undefined, title: string) =>
    inject({
      method: 'POST',
      url: '/api/post',
      payload: await body(who, { title }),
      ...as(who.token, tenant),
    });
  const detail = async (id: string, who?: SignedIn) => {
    const res = await inject({
      method: 'GET',
      url: `/api/post/${id}`,
      ...(who && as(who.token)),
    });
    return res;
  };
  const mine = async (who: SignedIn, tenant?: string, status?: string) => {
    const res = await inject({
      method: 'GET',
      url: `/api/post?createdBy=${who.user.id}&limit=50${status ? `&status=${status}` : ''}`,
      ...as(who.token, tenant),
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZPostListResponse.parse(res.json()).posts.posts.map((p) => p.title);
  };

  it('a member who manages listings posts for the organisation chosen; every member reads them', async () => {
    const res = await post(s.admin, pharmacy.id, 'Org: Amoxicillin 500 mg, box of 100');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const shown = ZPostDetail.parse((await detail(id)).json());
    expect(shown.createdBy).toMatchObject({
      id: s.admin.user.id,
      organisation: { id: pharmacy.id, name: pharmacy.name },
    });
    // The seller's side: "mine" with the organisation chosen is the organisation's, whoever posted.
    for (const who of [s.owner, s.admin, s.staff]) {
      expect(await mine(who, pharmacy.id), who.user.email).toContain(
        'Org: Amoxicillin 500 mg, box of 100',
      );
    }
    expect(await mine(s.outsider, other.id)).not.toContain('Org: Amoxicillin 500 mg, box of 100');
    // The owner did not post it: without an organisation chosen, "mine" is what they posted.
    expect(await mine(s.owner)).not.toContain('Org: Amoxicillin 500 mg, box of 100');
    expect(await mine(s.admin)).toContain('Org: Amoxicillin 500 mg, box of 100');
  });

  it("the dashboard's listings are the organisation's for every member, with its counts", async () => {
    const dashboard = async (who: SignedIn, tenant?: string) => {
      const res = await inject({
        method: 'GET',
        url: '/api/dashboard/listings?limit=50',
        ...as(who.token, tenant),
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZDashboardListingsResponse.parse(res.json());
    };
    const theirs = await dashboard(s.staff, pharmacy.id);
    expect(theirs.docs.map((d) => d.title)).toContain('Org: Amoxicillin 500 mg, box of 100');
    expect(theirs.counts.LIVE).toBeGreaterThan(0);
    // Without the organisation chosen, the staff member's own (none posted for the pharmacy).
    const own = await dashboard(s.staff);
    expect(own.docs.map((d) => d.title)).not.toContain('Org: Amoxicillin 500 mg, box of 100');
    const elsewhere = await dashboard(s.outsider, other.id);
    expect(elsewhere.docs.map((d) => d.title)).not.toContain('Org: Amoxicillin 500 mg, box of 100');
    // Choosing an organisation one does not belong to is refused like a missing one.
    const forged = await inject({
      method: 'GET',
      url: '/api/dashboard/listings',
      ...as(s.outsider.token, pharmacy.id),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('a member whose role does not manage listings cannot post for it, but may on their own account', async () => {
    const refused = await post(s.staff, pharmacy.id, 'Staff: gloves');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: PERMISSION_DENIED });
    const own = await post(s.staff, undefined, 'Staff: own gloves');
    expect(own.statusCode, own.body).toBe(201);
    const shown = ZPostDetail.parse((await detail(own.json<{ id: string }>().id)).json());
    expect(shown.createdBy.organisation).toBeNull();
    // Naming an organisation one does not belong to answers like a missing one.
    const forged = await post(s.outsider, pharmacy.id, 'Forged: gloves');
    expect(forged.statusCode, forged.body).toBe(404);
  });

  it("the organisation's managers change its listings; its other members and outsiders cannot", async () => {
    const made = await post(s.admin, pharmacy.id, 'Org: Gauze rolls 10 cm');
    const id = made.json<{ id: string }>().id;
    const edit = (who: SignedIn, price: number) =>
      inject({ method: 'PUT', url: `/api/posts/${id}`, payload: { price }, ...as(who.token) });
    expect((await edit(s.owner, 120)).statusCode).toBe(200);
    expect((await edit(s.staff, 130)).statusCode).toBe(403);
    expect((await edit(s.outsider, 140)).statusCode).toBe(403);

    // A draft: the organisation's members read it; an outsider learns nothing (404 like a missing one).
    const draft = await inject({
      method: 'PUT',
      url: `/api/posts/${id}/status`,
      payload: { status: 'DRAFT' },
      ...as(s.owner.token),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await detail(id, s.staff)).statusCode).toBe(200);
    expect((await detail(id, s.outsider)).statusCode).toBe(404);
    expect((await edit(s.outsider, 150)).statusCode).toBe(404);
    expect(await mine(s.staff, pharmacy.id, 'DRAFT')).toContain('Org: Gauze rolls 10 cm');
    const removal = (who: SignedIn) =>
      inject({ method: 'DELETE', url: `/api/post/${id}`, ...as(who.token) });
    expect((await removal(s.outsider)).statusCode).toBe(404);
    expect((await removal(s.staff)).statusCode).toBe(403);
    expect((await removal(s.admin)).statusCode).toBe(200);
  });

  it('a member who leaves loses the listings they posted for the organisation', async () => {
    const leaver = await createSignedInUser(s.app, s.t.db, { name: 'leaver' });
    await insertMembership(s.t.db.orm, {
      tenantId: pharmacy.id,
      userId: leaver.user.id,
      role: 'ADMIN',
    });
    const made = await post(leaver, pharmacy.id, 'Org: Syringes 5 ml');
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: string }>().id;
    await deleteMembership(s.t.db.orm, { tenantId: pharmacy.id, userId: leaver.user.id });
    const edit = await inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      payload: { price: 99 },
      ...as(leaver.token),
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(await mine(leaver)).not.toContain('Org: Syringes 5 ml');
    // The organisation keeps it.
    expect(await mine(s.owner, pharmacy.id)).toContain('Org: Syringes 5 ml');
  });

  it('a branch sells under its organisation; a branch-only administrator cannot post for it', async () => {
    const fromBranch = await post(s.owner, branch.id, 'Org: Face masks, box of 50');
    expect(fromBranch.statusCode, fromBranch.body).toBe(201);
    const shown = ZPostDetail.parse((await detail(fromBranch.json<{ id: string }>().id)).json());
    expect(shown.createdBy.organisation).toEqual({ id: pharmacy.id, name: pharmacy.name });
    const refused = await post(s.branchAdmin, branch.id, 'Branch: masks');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: NOT_THE_ORGANISATIONS_MEMBER });
    // The pharmacy's list, chosen from the branch, is the pharmacy's.
    expect(await mine(s.owner, branch.id)).toContain('Org: Face masks, box of 50');
  });

  it('a search never fails on a stale choice: an organisation one left reads as none', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/post?limit=5',
      ...as(s.outsider.token, pharmacy.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    // "Mine" then is what they posted themselves.
    expect(await mine(s.outsider, pharmacy.id)).not.toContain(
      'Org: Amoxicillin 500 mg, box of 100',
    );
  });

  describe("the organisation's shop", () => {
    const shopBody = { name: 'Kenema Pharmacy Shop', address: 'Bole Road 12', city: 'Addis Ababa' };
    const save = (who: SignedIn, tenant: string | undefined, payload: object = shopBody) =>
      inject({ method: 'PUT', url: '/api/shop', payload, ...as(who.token, tenant) });
    const myShop = async (who: SignedIn, tenant?: string) => {
      const res = await inject({ method: 'GET', url: '/api/my-shop', ...as(who.token, tenant) });
      expect(res.statusCode, res.body).toBe(200);
      return ZMyShopResponse.parse(res.json()).shop;
    };

    it('is set up and edited by its managers, read by every member, and not anyone’s own', async () => {
      const created = await save(s.admin, pharmacy.id);
      expect(created.statusCode, created.body).toBe(201);
      const shop = ZShop.parse(created.json());
      expect(shop.organisation).toEqual({ id: pharmacy.id, name: pharmacy.name });
      // The owner edits the same shop: no new one, no new wizard.
      const edited = await save(s.owner, pharmacy.id, { ...shopBody, description: 'Open late' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(ZShop.parse(edited.json()).id).toBe(shop.id);
      expect((await myShop(s.staff, pharmacy.id))?.id).toBe(shop.id);
      expect((await myShop(s.owner, branch.id))?.id).toBe(shop.id);
      expect((await save(s.staff, pharmacy.id)).statusCode).toBe(403);
      // Without the organisation chosen, a person's shop is their own (none yet).
      expect(await myShop(s.owner)).toBeNull();
      expect(await myShop(s.outsider, other.id)).toBeNull();
    });

    it("shows the organisation's public listings, whoever posted them", async () => {
      const shop = await myShop(s.owner, pharmacy.id);
      if (!shop) throw new Error('the shop is set up by the test before');
      const page = await inject({ method: 'GET', url: `/api/shops/${shop.id}` });
      const listed = ZShop.parse(page.json());
      const list = await inject({ method: 'GET', url: `/api/post?shopId=${shop.id}&limit=50` });
      expect(list.statusCode, list.body).toBe(200);
      const titles = ZPostListResponse.parse(list.json()).posts.posts.map((p) => p.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Org: Amoxicillin 500 mg, box of 100',
          'Org: Face masks, box of 50',
        ]),
      );
      expect(titles.every((title) => title.startsWith('Org:'))).toBe(true);
      expect(listed.listings).toBe(titles.length);
      const missing = await inject({ method: 'GET', url: `/api/post?shopId=${NIL_ID}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: SHOP_MESSAGES.notFound });
    });
  });
});
