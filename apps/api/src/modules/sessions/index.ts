// The sessions module's public face: what other modules may use (docs/modules.md).

// Who is calling: every module's routes read the caller (authOf, tenantCallOf) and hand it to their
// services (AuthContext, TenantCall); a pharmacy out of reach answers TENANT_NOT_FOUND.
export {
  authOf,
  tenantCallOf,
  TENANT_NOT_FOUND,
  type AuthContext,
  type TenantCall,
} from './auth-context.ts';
// Ending sessions: users and accounts revoke them when a password, e-mail or account changes.
export { revokeOtherSessions, revokeUserSessions } from './sessions.repo.ts';
// Authenticating a live connection: chat's WebSocket checks its caller's token and session.
export { findSessionWithUser } from './sessions.repo.ts';
export { authenticateAccessToken, isUsable } from './sessions.service.ts';
