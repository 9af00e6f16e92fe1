// The invitations module's public face: what other modules may use (docs/modules.md).

// Inviting someone to a pharmacy: users' routes invite from a member's page.
export { invite } from './invitations.service.ts';
