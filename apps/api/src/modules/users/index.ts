// The users module's public face: what other modules may use (docs/modules.md).

// User rows: sessions (sign-in), accounts (sign-up, reset) and invitations find, create and lock them.
export {
  findLiveUserByEmail,
  findLiveUserByFbId,
  findLiveUserById,
  insertUser,
  lockLiveUserByEmail,
  lockLiveUserById,
  updateUser,
  type UserRow,
} from './users.repo.ts';
// Whether a user has a pharmacy: tenants and invitations set it when membership changes.
export { setHasTenant } from './users.repo.ts';
// A user as the API shows it (sessions, tenants' member lists).
export { isPlatformAdmin, toUser } from './user-view.ts';
// Administrators listed in the configuration are granted on sign-up and sign-in (accounts, sessions).
export { grantIfListed } from './listed-administrators.ts';
