// What the users module is handed instead of importing it (docs/modules.md). Invitations, posts,
// sessions and tenants all depend on users (its rows), so the users module's account features
// take their functions from modules/index.ts, which passes those modules' own.
import type { TCreateEmployeeRequest, TTenantInvitation } from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import type { TenantCall } from '../../platform/auth/caller.ts';
import type { TenantDeps } from '../deps.ts';

/** Invites an e-mail to the caller's pharmacy (invitations' `invite`), for POST /user/invite. */
export type Invite = (
  call: TenantCall,
  deps: TenantDeps,
  input: TCreateEmployeeRequest,
) => Promise<TTenantInvitation>;

/** What disabling, deleting, or changing the identity of an account does elsewhere. */
export interface UserPorts {
  /**
   * Hides (or shows again) every listing of a seller whose account is disabled or deleted (or
   * re-enabled), in the caller's transaction (posts' `setSellerListingsHidden`).
   */
  hideSellerListings(db: Orm, userId: string, hidden: boolean): Promise<number>;
  /** Ends every session of a disabled or deleted account (sessions' `revokeUserSessions`). */
  revokeUserSessions(
    db: Orm,
    userId: string,
    reason: 'user-disabled' | 'user-deleted',
  ): Promise<void>;
  /** Ends every other session after an e-mail or password change (sessions'). */
  revokeOtherSessions(
    db: Orm,
    input: { userId: string; keepSessionId: string; reason: 'email-change' | 'password-change' },
  ): Promise<void>;
  /** Whether two users are members of one pharmacy (tenants' `shareATenant`). */
  shareATenant(db: Orm, a: string, b: string): Promise<boolean>;
  /** Locks the pharmacies a user owns, before deleting the account (tenants'). */
  lockTenantsOwnedBy(db: Orm, userId: string): Promise<void>;
  /** How many pharmacies with other members the user owns alone (tenants'). */
  countPharmaciesOwnedAlone(db: Orm, userId: string): Promise<number>;
}
