// The demo organisations and their people: planned from the seed (pure), then written idempotently.
import { ORG_TYPES, type TDeliveryLocation, type TOrgType, type TTenantRole } from '@dawa/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Orm } from '../src/db/client.ts';
import { memberships, shops, tenants, userSettings, users } from '../src/db/schema/index.ts';
import {
  DELIVERY_TIMES,
  DEMO_ADMIN_EMAIL,
  DEMO_CITY,
  DEMO_EMAIL_DOMAIN,
  FATHER_NAMES,
  GIVEN_NAMES,
  NEIGHBOURHOODS,
  ORG_PROFILES,
  type Neighbourhood,
} from './seed-demo-people.ts';
import { createRng, derivedUuid } from './seed-demo-random.ts';

export interface DemoUser {
  id: string;
  email: string;
  fullName: string;
  username: string;
  phoneNumber: string;
  isPlatformAdmin: boolean;
}

export interface DemoOrganisation {
  id: string;
  parentId: string | null;
  name: string;
  orgType: TOrgType;
  address: string;
  tinNumber: string;
  place: Neighbourhood;
  owner: DemoUser;
  members: { user: DemoUser; role: TTenantRole }[];
  /** Its owner lists products, from these sub-category slugs. */
  specialties: readonly string[];
  /** Which of its type it is, from 1. */
  ordinal: number;
}

export interface DemoPeople {
  admin: DemoUser;
  organisations: DemoOrganisation[];
  users: DemoUser[];
}

const digits = (rng: ReturnType<typeof createRng>, count: number) =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('');

function person(seed: string, email: string, username: string): DemoUser {
  const rng = createRng(seed, `person/${email}`);
  return {
    id: derivedUuid(seed, `user/${email}`),
    email,
    fullName: `${rng.pick(GIVEN_NAMES)} ${rng.pick(FATHER_NAMES)}`,
    username,
    // Ethio telecom mobile numbers: +251 9x xxx xxxx.
    phoneNumber: `+2519${rng.pick(['1', '2', '3', '4', '7', '8'])}${digits(rng, 7)}`,
    isPlatformAdmin: false,
  };
}

/** Every organisation type of the contract, `perType` of each, with an owner (and staff for the first). */
export function planPeople(seed: string, perType: number): DemoPeople {
  const admin = {
    ...person(seed, DEMO_ADMIN_EMAIL, 'dawa-admin'),
    fullName: 'Dawa Moderator',
    isPlatformAdmin: true,
  };
  const organisations: DemoOrganisation[] = [];
  for (const orgType of ORG_TYPES) {
    const profile = ORG_PROFILES[orgType];
    for (let ordinal = 1; ordinal <= perType; ordinal++) {
      const handle = `${profile.emailPrefix}${ordinal}`;
      const rng = createRng(seed, `org/${handle}`);
      const base = profile.names[(ordinal - 1) % profile.names.length] ?? handle;
      const round = Math.ceil(ordinal / profile.names.length);
      const place = rng.pick(NEIGHBOURHOODS);
      const owner = person(seed, `${handle}@${DEMO_EMAIL_DOMAIN}`, handle);
      const members: DemoOrganisation['members'] = [{ user: owner, role: 'OWNER' }];
      if (ordinal === 1) {
        const staff = person(seed, `${handle}.staff@${DEMO_EMAIL_DOMAIN}`, `${handle}-staff`);
        members.push({ user: staff, role: orgType === 'PHARMACY' ? 'ADMIN' : 'USER' });
      }
      const org: DemoOrganisation = {
        id: derivedUuid(seed, `tenant/${handle}`),
        parentId: null,
        name: round > 1 ? `${base} ${round}` : base,
        orgType,
        address: `${place.street}, ${place.area}, ${place.subCity} sub-city (${place.landmark})`,
        tinNumber: `00${digits(rng, 8)}`,
        place,
        owner,
        members,
        specialties: profile.isSeller ? profile.specialties : [],
        ordinal,
      };
      organisations.push(org);
      // The first pharmacy runs a branch (a tenant under it), managed by the same owner.
      if (orgType === 'PHARMACY' && ordinal === 1) {
        const branchPlace =
          NEIGHBOURHOODS[(NEIGHBOURHOODS.indexOf(place) + 5) % NEIGHBOURHOODS.length] ?? place;
        organisations.push({
          ...org,
          id: derivedUuid(seed, `tenant/${handle}/branch`),
          parentId: org.id,
          name: `${org.name} – ${branchPlace.area} branch`,
          address: `${branchPlace.street}, ${branchPlace.area}, ${branchPlace.subCity} sub-city`,
          place: branchPlace,
          members: [{ user: owner, role: 'OWNER' }],
          specialties: [],
        });
      }
    }
  }
  const byEmail = new Map<string, DemoUser>([[admin.email, admin]]);
  for (const org of organisations) for (const m of org.members) byEmail.set(m.user.email, m.user);
  return { admin, organisations, users: [...byEmail.values()] };
}

/** Sellers are the owners of the top-level organisations whose type sells. */
export const sellerOrganisations = (people: DemoPeople) =>
  people.organisations.filter((o) => o.parentId === null && o.specialties.length > 0);

export interface WrittenPeople {
  /** The id each demo e-mail has in this database (a pre-existing live account keeps its own). */
  userIds: Map<string, string>;
  inserted: { users: number; tenants: number; memberships: number; shops: number };
}

/** Writes users, tenants, memberships, user settings and sellers' shops; existing rows are kept. */
export async function writePeople(
  orm: Orm,
  {
    people,
    passwordHash,
    createdAt,
  }: { people: DemoPeople; passwordHash: string; createdAt: Date },
): Promise<WrittenPeople> {
  const insertedUsers = await orm
    .insert(users)
    .values(
      people.users.map((u) => ({
        id: u.id,
        email: u.email,
        emailVerified: true,
        emailProof: 'SIGN_UP' as const,
        passwordHash,
        fullName: u.fullName,
        phoneNumber: u.phoneNumber,
        username: u.username,
        isPlatformAdmin: u.isPlatformAdmin,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const rows = await orm
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          people.users.map((u) => u.email),
        ),
        isNull(users.deletedAt),
      ),
    );
  const userIds = new Map(rows.map((r) => [r.email, r.id]));
  const idOf = (user: DemoUser) => {
    const id = userIds.get(user.email);
    if (!id)
      throw new Error(`demo user ${user.email} is missing (username taken by another account?)`);
    return id;
  };

  const insertedTenants = await orm
    .insert(tenants)
    .values(
      people.organisations.map((o) => ({
        id: o.id,
        parentId: o.parentId,
        name: o.name,
        orgType: o.orgType,
        address: o.address,
        city: DEMO_CITY,
        tinNumber: o.tinNumber,
        createdBy: idOf(o.owner),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tenants.id });
  const insertedMemberships = await orm
    .insert(memberships)
    .values(
      people.organisations.flatMap((o) =>
        o.members.map((m) => ({ tenantId: o.id, userId: idOf(m.user), role: m.role, createdAt })),
      ),
    )
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  const members = new Set(people.organisations.flatMap((o) => o.members.map((m) => idOf(m.user))));
  await orm
    .insert(userSettings)
    .values([...members].map((userId) => ({ userId, hasTenant: true })))
    .onConflictDoNothing();

  const insertedShops = await orm
    .insert(shops)
    .values(
      sellerOrganisations(people).map((o) => {
        const rng = createRng(o.id, 'shop');
        const deliveryLocations: TDeliveryLocation[] = rng
          .sample(NEIGHBOURHOODS, rng.int(2, 5))
          .map((n) => ({ location_name: n.area, time_range: rng.pick(DELIVERY_TIMES) }));
        return {
          id: derivedUuid(o.id, 'shop'),
          ownerId: idOf(o.owner),
          name: o.name,
          description: `${o.name}: ${ORG_PROFILES[o.orgType].emailPrefix === 'ngo' ? 'surplus and donated stock for health facilities' : 'health supplies for pharmacies, clinics and hospitals'} in ${o.place.area}, ${DEMO_CITY}.`,
          address: o.address,
          city: DEMO_CITY,
          phoneNumber: o.owner.phoneNumber,
          deliveryLocations,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: shops.id });

  return {
    userIds,
    inserted: {
      users: insertedUsers.length,
      tenants: insertedTenants.length,
      memberships: insertedMemberships.length,
      shops: insertedShops.length,
    },
  };
}
