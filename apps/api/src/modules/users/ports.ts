// What the users module is handed instead of importing it (docs/modules.md): invitations and posts
// both depend on users (its rows), so users takes their functions from modules/index.ts, which
// passes the invitations and posts modules' own (`invite`, `setSellerListingsHidden`).
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

/**
 * Hides (or shows again) every listing of a seller whose account is disabled or deleted (or
 * re-enabled), in the caller's transaction (posts' `setSellerListingsHidden`).
 */
export type HideSellerListings = (db: Orm, userId: string, hidden: boolean) => Promise<number>;
