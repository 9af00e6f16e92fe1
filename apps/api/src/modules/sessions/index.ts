// The sessions module's public face: what other modules may use (docs/modules.md). Who is calling
// (authOf, tenantCallOf, AuthContext, TenantCall) is platform/auth/caller.ts: every module reads
// it, and sessions, which sets it, depends on users and audit.

// Ending sessions: users and accounts revoke them when a password, e-mail or account changes.
export { revokeOtherSessions, revokeUserSessions } from './sessions.repo.ts';
// Authenticating a live connection: chat's WebSocket checks its caller's token and session.
export { findSessionWithUser } from './sessions.repo.ts';
export { authenticateAccessToken, isUsable } from './sessions.service.ts';
