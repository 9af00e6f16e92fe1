// The accounts module's public face: what other modules may use (docs/modules.md).

// Mails and one-time codes: users (identity: e-mail and password changes) and invitations send them.
export {
  emailChangeCodeMail,
  emailChangedMail,
  invitationMail,
  passwordChangedMail,
} from './account-mails.ts';
export { checkCode, CODE_REJECTED, issueCode } from './codes.service.ts';
