// What each role of an organisation may do: one table, read by the API's access guard (every
// tenant route declares the permission it needs, apps/api/src/platform/access.ts) and by the web's
// menu and buttons, so the two never disagree (issue 30). A role is a set of permissions; a finer
// role (a cashier who sells but does not adjust stock) is a new row here, and a new permission is
// a new key given to the roles that hold it. docs/access.md explains how a module adds its own.
import type { TTenantRole } from './tenants.ts';

/**
 * Every permission. (Their words for people come with the translation catalogues, issue 32.)
 * - organisation.view: see the organisation, its members and branches, and work in it;
 * - members.manage: invite people, change members' roles, remove members, see invitations;
 * - branches.manage: add and change branches;
 * - logs.view: read the organisation's activity log;
 * - listings.manage: post, change and remove the organisation's marketplace listings, set up its
 *   shop, and answer buyers in its shared inbox (docs/decisions/018).
 */
export const PERMISSIONS = [
  'organisation.view',
  'members.manage',
  'branches.manage',
  'logs.view',
  'listings.manage',
] as const;

export type TPermission = (typeof PERMISSIONS)[number];

/**
 * Which permissions each role holds. Who may act on whom is a further rule the services keep
 * (administrators manage administrators and users, never owners; a pharmacy keeps an owner).
 */
export const ROLE_PERMISSIONS: Readonly<Record<TTenantRole, readonly TPermission[]>> = {
  OWNER: ['organisation.view', 'members.manage', 'branches.manage', 'logs.view', 'listings.manage'],
  ADMIN: ['organisation.view', 'members.manage', 'branches.manage', 'logs.view', 'listings.manage'],
  USER: ['organisation.view'],
};

/** Whether `role` (none: not a member) holds `permission`. */
export function can(role: TTenantRole | null | undefined, permission: TPermission): boolean {
  return role !== null && role !== undefined && ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding `permission`, in the table's order. */
export function rolesWith(permission: TPermission): TTenantRole[] {
  return (Object.keys(ROLE_PERMISSIONS) as TTenantRole[]).filter((role) => can(role, permission));
}
