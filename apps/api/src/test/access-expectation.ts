// What a route must answer a caller, read from its access declaration (platform/access.ts): the
// authorization matrix's oracle. Pure: the world it reasons about is src/test/access-world.ts.
import { randomUUID } from 'node:crypto';
import type { IdKind, RouteAccess, RouteIds, RowRule } from '../platform/access.ts';
import type { AccessWorld, Persona } from './access-world.ts';
import type { MatrixWorld, ModuleIdKind } from './matrix-cases.ts';

/**
 * Which ids a call carries:
 * - `own`: the matrix's pharmacy and its members, the caller's own account and listing;
 * - `shared`: someone else's row the caller can see (a public listing, a colleague's account);
 * - `foreign`: another pharmacy and its members, a stranger's account, a stranger's draft;
 * - `crossed`: the matrix's pharmacy, with another pharmacy's rows (its member, its invitation):
 *   a row reached through a pharmacy it does not belong to must answer like a missing one;
 * - `missing`: ids nothing has.
 */
export type Side = 'own' | 'shared' | 'foreign' | 'crossed' | 'missing';

export type Expected =
  | { allowed: true; why: string }
  | {
      allowed: false;
      status: 401 | 403 | 404;
      /**
       * A missing row named only in the body may be refused as the body's mistake (400, a field
       * error) rather than 404: either is right, provided a hidden row answers the same.
       */
      orBadRequest?: boolean;
      /** The row exists but is not the caller's business: the answer must equal a missing row's. */
      isHidden: boolean;
      why: string;
    };

/** A stored file, made once per test file (files are public and never changed by the matrix). */
export interface StoredFile {
  owner: string;
  id: string;
}

/** The caller's relation to the row an id names. */
type Relation = 'mine' | 'visible' | 'hidden' | 'missing';

/** Kinds with a row that belongs to another pharmacy or person: they get a `foreign` column. */
const HAS_FOREIGN = new Set<IdKind>(['tenant', 'member', 'user', 'post', 'chat', 'offer']);
/** Kinds whose rows may be someone else's yet visible: they get a `shared` column too. */
const HAS_SHARED: ReadonlySet<IdKind> = new Set(['user', 'post']);
/** Kinds ruled by the tenant gate rather than by row relations. */
const TENANT_KINDS = new Set<IdKind>(['tenant', 'member']);

/** The kinds the matrix itself knows; modules add others (platform/access.ts IdKinds). */
const CORE_KINDS = [
  'tenant',
  'member',
  'user',
  'post',
  'category',
  'shop',
  'upload',
  'uploadOwner',
  'chat',
  'offer',
] as const;
type CoreKind = (typeof CORE_KINDS)[number];
const isCoreKind = (kind: IdKind): kind is CoreKind =>
  (CORE_KINDS as readonly string[]).includes(kind);

/** The kinds modules added (matrix-cases.ts `idKinds`), by name. */
const moduleKinds = new Map<IdKind, ModuleIdKind>();

/**
 * Takes in the id kinds modules declared beside themselves. A `tenantRow` kind names a row of the
 * pharmacy named beside it: ruled by the tenant gate, with another pharmacy's (`crossed`) hidden.
 */
export function registerIdKinds(kinds: Partial<Record<IdKind, ModuleIdKind>>): void {
  for (const [name, kind] of Object.entries(kinds) as [IdKind, ModuleIdKind][]) {
    moduleKinds.set(name, kind);
    TENANT_KINDS.add(name);
    HAS_FOREIGN.add(name);
  }
}

export const isModuleKind = (kind: IdKind) => moduleKinds.has(kind);

export const idKindsOf = (ids: RouteIds): IdKind[] =>
  [ids.params, ids.query, ids.body].flatMap((part) => Object.values(part ?? {}));

/** The id columns a route is called with: none, or missing / foreign / own. */
export function sidesOf(access: RouteAccess): Side[] {
  const kinds = idKindsOf(access);
  const usesTenantHeader = access.kind === 'tenant';
  if (kinds.length === 0 && !usesTenantHeader) return ['own'];
  // Missing first: a hidden row's answer is compared with it.
  const sides: Side[] = ['missing'];
  if (usesTenantHeader || kinds.some((kind) => HAS_FOREIGN.has(kind))) sides.push('foreign');
  // The pharmacy stays the caller's; the rows named beside it are another pharmacy's.
  const viaPharmacy = usesTenantHeader || kinds.includes('tenant');
  if (viaPharmacy && kinds.some((kind) => kind !== 'tenant' && HAS_FOREIGN.has(kind))) {
    sides.push('crossed');
  }
  if (kinds.some((kind) => HAS_SHARED.has(kind))) sides.push('shared');
  sides.push('own');
  return sides;
}

/** The side a kind is called with on `side`: its own row where it has no such column. */
function sideOfKind(kind: IdKind, side: Side): Side {
  if (side === 'crossed') return kind !== 'tenant' && HAS_FOREIGN.has(kind) ? 'foreign' : 'own';
  if (side === 'foreign' && !HAS_FOREIGN.has(kind)) return 'own';
  if (side === 'shared' && !HAS_SHARED.has(kind)) return 'own';
  return side;
}

/** The id of each kind for `persona` on `side`. */
export function idsFor(
  world: MatrixWorld,
  file: StoredFile,
  persona: Persona,
  side: Side,
  access?: RouteAccess,
): Record<IdKind, string> {
  const isTenantRoute = access?.kind === 'tenant' || access?.kind === 'tenantPath';
  const ofModules = Object.fromEntries(
    [...moduleKinds].map(([name, module]) => {
      const kind = !isTenantRoute && module.caller ? module.caller : module;
      return [
        name,
        side === 'missing'
          ? randomUUID()
          : sideOfKind(name, side) === 'foreign'
            ? kind.foreign(world, persona)
            : kind.own(world, persona),
      ];
    }),
  );
  return { ...coreIdsFor(world, file, persona, side), ...ofModules } as Record<IdKind, string>;
}

/** The ids of the kinds the matrix itself knows. */
function coreIdsFor(
  world: AccessWorld,
  file: StoredFile,
  persona: Persona,
  side: Side,
): Record<string, string> {
  if (side === 'missing') {
    return {
      tenant: randomUUID(),
      member: randomUUID(),
      user: randomUUID(),
      post: randomUUID(),
      category: randomUUID(),
      shop: randomUUID(),
      upload: randomUUID(),
      uploadOwner: randomUUID(),
      chat: randomUUID(),
      offer: randomUUID(),
    };
  }
  const isForeign = (kind: IdKind) => sideOfKind(kind, side) === 'foreign';
  const sharedOr = (kind: IdKind, shared: string, own: string) =>
    sideOfKind(kind, side) === 'shared' ? shared : own;
  return {
    tenant: isForeign('tenant') ? world.otherTenant : world.tenant,
    member: isForeign('member') ? world.otherStaff : world.staff,
    user: isForeign('user')
      ? world.stranger
      : sharedOr('user', world.staff, persona.userId ?? world.stranger),
    post: isForeign('post')
      ? world.hiddenPost
      : sharedOr('post', world.publicPost, world.posts[persona.name]),
    category: world.category,
    shop: world.shop,
    upload: file.id,
    uploadOwner: file.owner,
    chat: isForeign('chat') ? world.foreignChat : world.chats[persona.name],
    offer: isForeign('offer') ? world.foreignOffer : world.offers[persona.name],
  };
}

function relationOf(persona: Persona, kind: IdKind, side: Side, world: AccessWorld): Relation {
  if (side === 'missing') return 'missing';
  const isGuest = persona.userId === null;
  // A module's kind is a row of a pharmacy, ruled by the tenant gate (registerIdKinds); outside a
  // tenant route, the caller's own row or another person's (its `caller` ids).
  if (!isCoreKind(kind)) {
    if (!moduleKinds.get(kind)?.caller) {
      throw new Error(`the ${kind} id kind is for tenant routes only (matrix-cases.ts idKinds)`);
    }
    return side === 'own' && !isGuest ? 'mine' : 'hidden';
  }
  switch (kind) {
    case 'user':
    case 'post':
      // Own: the caller's account or listing (a guest's is the stranger's public listing).
      if (side === 'own') return isGuest ? 'visible' : 'mine';
      // Shared: the stranger's public listing; the staff member, seen by their colleagues.
      if (side === 'shared' && kind === 'post') return 'visible';
      if (side === 'shared' && persona.roles.has(world.tenant)) return 'visible';
      // Foreign: the stranger's account or draft; only platform administrators see those.
      return persona.isPlatformAdmin ? 'visible' : 'hidden';
    case 'tenant':
    case 'member':
      // Only reached by routes that are not tenant kinds: a member of the pharmacy sees it.
      return side === 'own' && persona.roles.size > 0 ? 'visible' : 'hidden';
    case 'chat':
    case 'offer':
      // Own: a room (or an offer in a room) the caller is a member of; foreign: two other
      // people's, hidden from everyone.
      return side === 'own' && !isGuest ? 'mine' : 'hidden';
    case 'category':
    case 'shop':
    case 'upload':
    case 'uploadOwner':
      return 'visible';
  }
}

/** The answer `access` promises `persona` calling with the ids of `side`. */
export function expectedOutcome(
  access: RouteAccess,
  persona: Persona,
  side: Side,
  world: AccessWorld,
): Expected {
  const deny = (
    status: 401 | 403 | 404,
    why: string,
    isHidden = false,
    orBadRequest = false,
  ): Expected => ({ allowed: false, status, isHidden, why, orBadRequest });
  if (access.kind === 'devOnly') {
    return { allowed: true, why: 'development aid, called from loopback' };
  }
  if (access.kind === 'signedUrl') {
    return deny(403, 'no signature was sent, and nothing else lets a caller in');
  }
  if (access.kind !== 'public' && persona.userId === null) return deny(401, 'guests must sign in');
  if (access.kind === 'tenant' || access.kind === 'tenantPath') {
    const tenant =
      side === 'own' || side === 'crossed'
        ? world.tenant
        : side === 'foreign'
          ? world.otherTenant
          : undefined;
    const role = tenant === undefined ? undefined : persona.roles.get(tenant);
    if (role === undefined) {
      return deny(404, 'not a member: the pharmacy answers as if missing', tenant !== undefined);
    }
    if (!access.roles.includes(role)) return deny(403, `${role} is not one of the allowed roles`);
  }
  if (access.kind === 'platformAdmin' && !persona.isPlatformAdmin) {
    return deny(403, 'platform administrators only');
  }
  const ruleOf = (kind: IdKind): RowRule =>
    typeof access.rows === 'string' ? access.rows : (access.rows?.[kind] ?? 'visible');
  {
    for (const kind of idKindsOf(access)) {
      const rows = ruleOf(kind);
      if (rows === 'any') continue;
      if (TENANT_KINDS.has(kind) && access.kind !== 'public' && access.kind !== 'user') {
        // Through the caller's pharmacy, another pharmacy's member is no member of this one.
        if (side === 'crossed' && kind !== 'tenant') {
          return deny(404, "another pharmacy's member, named through this pharmacy", true);
        }
        continue;
      }
      const relation = relationOf(persona, kind, sideOfKind(kind, side), world);
      if (relation === 'missing') {
        const inBodyOnly =
          access.body !== undefined &&
          Object.values(access.body).includes(kind) &&
          !Object.values(access.params ?? {}).includes(kind) &&
          !Object.values(access.query ?? {}).includes(kind);
        return deny(404, `the ${kind} does not exist`, false, inBodyOnly);
      }
      if (relation === 'hidden') return deny(404, `the ${kind} is hidden from this caller`, true);
      const mayTouchOthers =
        rows === 'visible' || (rows === 'mine-or-admin' && persona.isPlatformAdmin);
      if (relation === 'visible' && !mayTouchOthers) {
        return deny(403, `the ${kind} is someone else's (visible, not theirs to change)`);
      }
    }
  }
  return { allowed: true, why: `${access.kind} route, ${side} ids` };
}
