// The accounts module's public face: what other modules may use (docs/modules.md).

// The invitation mail: invitations sends it.
export { invitationMail } from './account-mails.ts';
