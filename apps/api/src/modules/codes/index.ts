// The codes module's public face: what other modules may use (docs/modules.md).

// One-time codes sent by e-mail: accounts (sign-up, password reset) and users (e-mail change)
// issue and check them; CODE_REJECTED answers every failure alike.
export { checkCode, CODE_REJECTED, issueCode } from './codes.service.ts';
