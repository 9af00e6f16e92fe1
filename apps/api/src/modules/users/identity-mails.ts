import { PRODUCT_NAME } from '@dawa/contract';
import type { MailMessage } from '../../platform/mail/mailer.ts';

// The mails of an account holder's own identity changes (identity.service.ts). Plain text first,
// like every mail of the app: codes must be readable in any client, and tests read the text part.

export function emailChangeCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: confirm your new e-mail with ${code}`,
    text: `Enter ${code} in ${PRODUCT_NAME} to make this your account's e-mail address.\n\nIt expires in 10 minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,
  };
}

/** Sent to the OLD address, so a change the holder did not make does not go unnoticed. */
export function emailChangedMail(to: string, newEmail: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: your account's e-mail was changed`,
    text: `The e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmail}, and every other device was signed out.\n\nIf this was not you, reply to this e-mail or contact support at once, and reset your password at ${publicUrl}/forget-password-request.`,
  };
}

export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: your password was changed`,
    text: `The password of your ${PRODUCT_NAME} account was changed, and every other device was signed out.\n\nIf this was not you, reset your password at once at ${publicUrl}/forget-password-request.`,
  };
}
