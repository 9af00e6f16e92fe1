import { rolesWith, type TPermission, type TTenantRole } from '@dawa/contract';

// Who may call a route, declared once beside the route, in its options:
//
//   app.get('/tenants/:id/members', { schema,
//     config: { access: access.tenantPath('organisation.view', { params: { id: 'tenant' } }) } },
//     handler);
//
// Declaring is enforcing: the access guard (access-guard.ts) reads the declaration when the route
// is registered and installs, before anything else of the request runs, the authentication, the
// tenant's resolution and the permission check it names; a route under /api without one stops the
// server at start-up. src/test/authz-matrix.test.ts holds every registered route to its
// declaration (every caller, with their own ids, another pharmacy's ids and missing ids).

/**
 * What an id in a route's path, query or body can name; the matrix makes one of each for a caller.
 * A module adds kinds of its own beside itself, by augmenting this interface:
 *
 *   declare module '../../platform/access.ts' {
 *     interface IdKinds { invitation: 'a pharmacy's invitation' }
 *   }
 *
 * and tells the matrix how to make its ids (modules/<name>/matrix-cases.ts, `idKinds`).
 */
export interface IdKinds {
  tenant: 'a pharmacy (tenant)';
  member: 'a user as a member of the pharmacy named beside it (/tenants/:id/members/:userId)';
  user: 'a user account';
  post: 'a listing';
  category: 'a category';
  shop: 'a shop';
  upload: "a stored file's id";
  uploadOwner: 'the id of the user who uploaded a file (its key is owner/id)';
  chat: 'a chat room: only its two members may reach it (platform administrators included)';
  offer: "an offer made in a chat room: reached only through the caller's own rooms";
}
export type IdKind = keyof IdKinds;

/** Where a route's ids are: field or parameter name → what it names. */
export interface RouteIds {
  params?: Record<string, IdKind>;
  query?: Record<string, IdKind>;
  body?: Record<string, IdKind>;
}

/**
 * What the caller must be to the rows their ids name (users, listings, categories, shops, files;
 * pharmacies and members are ruled by the tenant kinds):
 * - `visible`: rows they can see (public ones, their own, any for a platform admin);
 * - `mine`: their own; someone else's row they can see answers 403, one they cannot see 404;
 * - `mine-or-admin`: their own, or any for a platform admin;
 * - `any`: the route answers the same for any id, existing or not (e.g. unsaving a listing).
 * A row the caller cannot see always answers exactly like a missing one.
 */
export type RowRule = 'visible' | 'mine' | 'mine-or-admin' | 'any';

/** A request part the matrix merges over the body or query it generates from the route's schema. */
export interface AccessExample {
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

interface Common extends RouteIds {
  /** One rule for every id, or a rule per kind (a message in my room about someone's listing). */
  rows?: RowRule | Partial<Record<IdKind, RowRule>>;
  /** tenantPath only: the path parameter naming a user who may act on themself without the
   * permission (a member leaving the pharmacy); still a member, and the service's rules apply. */
  orSelf?: string;
  /** Only where the schema allows values the declared callers may not use (an ADMIN may not
   * grant OWNER): the body fields the matrix should send instead. */
  example?: AccessExample;
  /**
   * user and public-with-viewer only: the route works for the organisation the caller chose (the
   * x-tenant-id header, a branch standing for its organisation: docs/decisions/018) when the header
   * is sent; then the caller must be a member of that organisation whose role holds this permission.
   * A `user` route refuses otherwise (404 as for a missing pharmacy, 403 for the role); a public
   * route goes on as for a caller without an organisation (a search must not fail on a stale
   * choice). Without the header the caller acts as themself.
   */
  actsFor?: TPermission;
}

export type RouteAccess =
  /** Anyone, guests included; with `viewer`, a token, when sent, must be valid and may show more. */
  | ({ kind: 'public'; viewer?: boolean } & Common)
  /** Any signed-in user. */
  | ({ kind: 'user' } & Common)
  /** A member of the pharmacy in the x-tenant-id header whose role holds `permission` (`roles`). */
  | ({ kind: 'tenant'; permission: TPermission; roles: readonly TTenantRole[] } & Common)
  /** As `tenant`, for the pharmacy whose id is in the path (the id of kind `tenant`). */
  | ({ kind: 'tenantPath'; permission: TPermission; roles: readonly TTenantRole[] } & Common)
  /** Platform administrators only; anyone else signed in gets 403 whatever the ids. */
  | ({ kind: 'platformAdmin' } & Common)
  /** Whoever holds a URL the server signed (the signature is the credential, not a session). */
  | ({ kind: 'signedUrl' } & Common)
  /** Registered only outside production; loopback clients only. */
  | ({ kind: 'devOnly' } & Common);

export type AccessKind = RouteAccess['kind'];

/** The declarations, one per route: `config: { access: access.user() }`. */
export const access = {
  public: (options: Common = {}): RouteAccess => ({ kind: 'public', ...options }),
  /** Public, and a signed-in caller (a valid token, when sent) may see more. */
  publicWithViewer: (options: Common = {}): RouteAccess => ({
    kind: 'public',
    viewer: true,
    ...options,
  }),
  user: (options: Common = {}): RouteAccess => ({ kind: 'user', ...options }),
  /** The user the id names, or a platform administrator (`user` with rows `mine-or-admin`). */
  self: (ids: RouteIds): RouteAccess => ({ kind: 'user', rows: 'mine-or-admin', ...ids }),
  tenant: (permission: TPermission, options: Common = {}): RouteAccess => ({
    kind: 'tenant',
    permission,
    roles: rolesWith(permission),
    ...options,
  }),
  tenantPath: (permission: TPermission, options: Common): RouteAccess => ({
    kind: 'tenantPath',
    permission,
    roles: rolesWith(permission),
    ...options,
  }),
  platformAdmin: (options: Common = {}): RouteAccess => ({ kind: 'platformAdmin', ...options }),
  signedUrl: (options: Common = {}): RouteAccess => ({ kind: 'signedUrl', ...options }),
  devOnly: (): RouteAccess => ({ kind: 'devOnly' }),
} as const;

/** The name of the path parameter a `tenantPath` route takes its pharmacy from. */
export function tenantParamOf(declared: RouteAccess): string | undefined {
  return Object.entries(declared.params ?? {}).find(([, kind]) => kind === 'tenant')?.[0];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (platform/access.ts); required for every route under /api. */
    access?: RouteAccess;
  }
}
