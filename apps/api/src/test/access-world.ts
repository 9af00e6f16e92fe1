// The world the authorization matrix and the fuzzer call routes in: a pharmacy with an OWNER, an
// ADMIN, a USER and a staff member, another pharmacy with its owner and staff, a user without a
// pharmacy, a platform administrator, a stranger with a hidden listing, each signed-in person's own
// public listing, a category and a shop. Written straight into the database in a dozen statements,
// so a test can afford a fresh one whenever a call changed the last.
import type { TSessionResponse, TTenantRole } from '@dawa/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import {
  authSessions,
  chatMembers,
  chatOffers,
  chatRooms,
  chatUserStreams,
  memberships,
  postMedia,
  posts,
  refreshTokens,
  tenants,
  users,
} from '../db/schema/index.ts';
import { insertCategory } from '../modules/categories/categories.repo.ts';
import { upsertShop } from '../modules/shops/shops.repo.ts';
import { newRefreshToken } from '../platform/auth/refresh-tokens.ts';
import { randomIp, uniqueEmail } from './factories.ts';

export const PERSONAS = [
  'guest',
  'noPharmacy',
  'otherOwner',
  'USER',
  'ADMIN',
  'OWNER',
  'platformAdmin',
] as const;
export type PersonaName = (typeof PERSONAS)[number];

export interface Persona {
  name: PersonaName;
  /** Null for the guest. */
  userId: string | null;
  token: string | null;
  isPlatformAdmin: boolean;
  /** Pharmacy id → the persona's role there. */
  roles: ReadonlyMap<string, TTenantRole>;
}

export interface AccessWorld {
  personas: Record<PersonaName, Persona>;
  /** The pharmacy the matrix is about, and another one (owned by `otherOwner`). */
  tenant: string;
  otherTenant: string;
  /** A USER member of each pharmacy who is none of the personas. */
  staff: string;
  otherStaff: string;
  /** A user who shares no pharmacy with anyone. */
  stranger: string;
  /** Each signed-in persona's own public listing; the guest's is the stranger's public one. */
  posts: Record<PersonaName, string>;
  /** The stranger's public listing. */
  publicPost: string;
  /** The stranger's draft: only they and platform administrators can see it. */
  hiddenPost: string;
  category: string;
  shop: string;
  /** Each signed-in persona's room with the stranger (the guest's: the foreign one). */
  chats: Record<PersonaName, string>;
  /** A room between the two staff members: nobody else's business. */
  foreignChat: string;
  /** A pending offer in each persona's room (the persona is its buyer); the guest's: the foreign. */
  offers: Record<PersonaName, string>;
  /** A pending offer in the staff members' room. */
  foreignOffer: string;
}

/** An open (not regulated) parent and child from the seeded taxonomy, for listings. */
export interface ListingPlace {
  category: string;
  subCategory: string;
}

/** Access tokens minted by the app (POST /auth/refresh) for sessions written straight into the
 * database: the test never needs the signing secret, and no password is hashed. */
async function tokensFor(app: FastifyInstance, db: Database, userIds: string[]): Promise<string[]> {
  const refreshes = userIds.map(() => newRefreshToken());
  const sessions = await db.orm
    .insert(authSessions)
    .values(userIds.map((userId) => ({ userId })))
    .returning({ id: authSessions.id });
  await db.orm
    .insert(refreshTokens)
    .values(
      sessions.map((session, i) => ({ sessionId: session.id, tokenHash: refreshes[i]!.hash })),
    );
  return Promise.all(
    refreshes.map(async ({ token }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: randomIp(),
        payload: { refreshToken: token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TSessionResponse>().accessToken;
    }),
  );
}

const USERS = [
  'noPharmacy',
  'otherOwner',
  'USER',
  'ADMIN',
  'OWNER',
  'platformAdmin',
  'staff',
  'otherStaff',
  'stranger',
] as const;

const listing = (place: ListingPlace, createdBy: string, status: 'ACTIVE' | 'DRAFT') => ({
  title: 'Paracetamol 500 mg, box of 100',
  description: 'Sealed boxes from an approved importer.',
  categoryId: place.category,
  subCategoryId: place.subCategory,
  priceMinor: 12_050,
  contactPhone: '+251911234567',
  createdBy,
  status,
  complianceStatus: 'APPROVED' as const,
});

const pharmacy = (name: string, createdBy: string) => ({
  name,
  orgType: 'PHARMACY',
  address: 'Bole Road 12',
  city: 'Addis Ababa',
  tinNumber: '0012345678',
  createdBy,
});

export async function createAccessWorld(
  app: FastifyInstance,
  db: Database,
  place: ListingPlace,
): Promise<AccessWorld> {
  const rows = await db.orm
    .insert(users)
    .values(
      USERS.map((name) => ({
        email: uniqueEmail(name.toLowerCase()),
        emailVerified: true,
        emailProof: 'SIGN_UP' as const,
        fullName: `Matrix ${name}`,
        isPlatformAdmin: name === 'platformAdmin',
      })),
    )
    .returning({ id: users.id });
  const id = Object.fromEntries(USERS.map((name, i) => [name, rows[i]!.id])) as Record<
    (typeof USERS)[number],
    string
  >;
  const [tenant, otherTenant] = await db.orm
    .insert(tenants)
    .values([pharmacy('Test Pharmacy', id.OWNER), pharmacy('Other Pharmacy', id.otherOwner)])
    .returning({ id: tenants.id });
  if (!tenant || !otherTenant) throw new Error('createAccessWorld: tenant insert failed');
  await db.orm.insert(memberships).values([
    { tenantId: tenant.id, userId: id.OWNER, role: 'OWNER' },
    { tenantId: tenant.id, userId: id.ADMIN, role: 'ADMIN' },
    { tenantId: tenant.id, userId: id.USER, role: 'USER' },
    { tenantId: tenant.id, userId: id.staff, role: 'USER' },
    { tenantId: otherTenant.id, userId: id.otherOwner, role: 'OWNER' },
    { tenantId: otherTenant.id, userId: id.otherStaff, role: 'USER' },
  ]);

  const signedIn = ['noPharmacy', 'otherOwner', 'USER', 'ADMIN', 'OWNER', 'platformAdmin'] as const;
  const roles: Record<(typeof signedIn)[number], [string, TTenantRole][]> = {
    noPharmacy: [],
    otherOwner: [[otherTenant.id, 'OWNER']],
    USER: [[tenant.id, 'USER']],
    ADMIN: [[tenant.id, 'ADMIN']],
    OWNER: [[tenant.id, 'OWNER']],
    platformAdmin: [],
  };
  // Each signed-in persona's public listing, the stranger's public one (the guest's) and draft.
  const sellers = [...signedIn.map((name) => id[name]), id.stranger];
  const postRows = await db.orm
    .insert(posts)
    .values([
      ...sellers.map((seller) => listing(place, seller, 'ACTIVE')),
      listing(place, id.stranger, 'DRAFT'),
    ])
    .returning({ id: posts.id, createdBy: posts.createdBy });
  // A key in the seller's uploads folder; no file is read when a listing is shown.
  await db.orm.insert(postMedia).values(
    postRows.map((post) => ({
      postId: post.id,
      storageKey: `${post.createdBy}/${randomUUID()}`,
      name: 'box.png',
      position: 0,
      isPrimary: true,
    })),
  );
  const tokens = await tokensFor(
    app,
    db,
    signedIn.map((name) => id[name]),
  );

  const guest: Persona = {
    name: 'guest',
    userId: null,
    token: null,
    isPlatformAdmin: false,
    roles: new Map(),
  };
  const personas = { guest } as Record<PersonaName, Persona>;
  const ownPosts = { guest: postRows[signedIn.length]!.id } as Record<PersonaName, string>;
  signedIn.forEach((name, i) => {
    personas[name] = {
      name,
      userId: id[name],
      token: tokens[i]!,
      isPlatformAdmin: name === 'platformAdmin',
      roles: new Map(roles[name]),
    };
    ownPosts[name] = postRows[i]!.id;
  });
  const suffix = id.stranger.slice(0, 8);
  const category = await insertCategory(db.orm, {
    slug: `matrix-${suffix}`,
    name: `Matrix ${suffix}`,
    description: 'A category nothing uses, so it may be changed or deleted.',
  });
  const shop = await upsertShop(
    db.orm,
    { userId: id.stranger, tenantId: null },
    {
      name: 'Stranger Pharmacy Shop',
      address: 'Bole Road 12',
      city: 'Addis Ababa',
    },
  );
  const chatPairs: [string, string][] = [
    ...signedIn.map((name): [string, string] => [id[name], id.stranger]),
    [id.staff, id.otherStaff],
  ];
  const rooms = await db.orm
    .insert(chatRooms)
    .values(
      chatPairs.map(([buyer, seller]) => ({
        userLow: buyer < seller ? buyer : seller,
        userHigh: buyer < seller ? seller : buyer,
        sellerId: seller,
        buyerId: buyer,
        lastSeq: 0,
      })),
    )
    .returning({ id: chatRooms.id });
  await db.orm.insert(chatMembers).values(
    chatPairs.flatMap(([buyer, seller], i) => [
      { roomId: rooms[i]!.id, userId: buyer },
      { roomId: rooms[i]!.id, userId: seller },
    ]),
  );
  await db.orm
    .insert(chatUserStreams)
    .values([...new Set(chatPairs.flat())].map((userId) => ({ userId })))
    .onConflictDoNothing();
  const offerRows = await db.orm
    .insert(chatOffers)
    .values(
      chatPairs.map(([buyer, seller], i) => ({
        roomId: rooms[i]!.id,
        postId: postRows.at(-1)!.id,
        buyerId: buyer,
        sellerId: seller,
        quantity: 1,
        unitPriceMinor: 10_000,
      })),
    )
    .returning({ id: chatOffers.id });
  const foreignChat = rooms.at(-1)!.id;
  const foreignOffer = offerRows.at(-1)!.id;
  const chats = { guest: foreignChat } as Record<PersonaName, string>;
  const offers = { guest: foreignOffer } as Record<PersonaName, string>;
  signedIn.forEach((name, i) => {
    chats[name] = rooms[i]!.id;
    offers[name] = offerRows[i]!.id;
  });
  return {
    chats,
    foreignChat,
    offers,
    foreignOffer,
    personas,
    tenant: tenant.id,
    otherTenant: otherTenant.id,
    staff: id.staff,
    otherStaff: id.otherStaff,
    stranger: id.stranger,
    posts: ownPosts,
    publicPost: ownPosts.guest,
    hiddenPost: postRows.at(-1)!.id,
    category: category.id,
    shop: shop.id,
  };
}

/**
 * A digest of everything the matrix's expectations rest on: memberships and status of both
 * pharmacies, the people (live, active, sessions), the listings, the category and the shop. A call
 * that leaves it unchanged left the world usable, so the next cell need not build a new one.
 */
export async function worldDigest(db: Database, world: AccessWorld): Promise<string> {
  const people = [
    ...Object.values(world.personas).flatMap((p) => (p.userId ? [p.userId] : [])),
    world.staff,
    world.otherStaff,
    world.stranger,
  ];
  const listings = [...Object.values(world.posts), world.hiddenPost];
  const tenantIds = [world.tenant, world.otherTenant];
  const list = (ids: string[]) =>
    sql.join(
      ids.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
  const result = await db.orm.execute(sql`
    select md5(coalesce(string_agg(x, ',' order by x), '')) as digest from (
      select concat_ws(':', 'm', tenant_id, user_id, role) from memberships where tenant_id in (${list(tenantIds)})
      union all select concat_ws(':', 't', id, status) from tenants where id in (${list(tenantIds)})
      union all select concat_ws(':', 'u', id, status, deleted_at) from users where id in (${list(people)})
      union all select concat_ws(':', 's', id, revoked_at) from auth_sessions where user_id in (${list(people)})
      union all select concat_ws(':', 'p', id, status, compliance_status, deleted_at) from posts where id in (${list(listings)})
      union all select concat_ws(':', 'c', id) from categories where id = ${world.category}::uuid
      union all select concat_ws(':', 'h', id) from shops where id = ${world.shop}::uuid
      union all select concat_ws(':', 'cm', room_id, user_id, blocked_at) from chat_members where room_id in (${list([...Object.values(world.chats), world.foreignChat])})
    ) as facts(x)`);
  return String((result.rows[0] as { digest: string }).digest);
}
