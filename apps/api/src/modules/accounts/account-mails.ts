import { PRODUCT_NAME } from '@dawa/contract';
import type { MailMessage } from '../../platform/mail/mailer.ts';

// Plain text first: codes must be readable in any client, and tests read them from the text part.

export function verificationCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: your verification code ${code}`,
    text: `Your ${PRODUCT_NAME} verification code is ${code}.\n\nIt expires in 10 minutes. If you did not sign up, ignore this e-mail.`,
  };
}

export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: you already have an account`,
    text: `Someone (hopefully you) tried to sign up to ${PRODUCT_NAME} with this e-mail, which already has an account.\n\nSign in at ${publicUrl}/login, or reset your password at ${publicUrl}/forget-password-request. If it was not you, ignore this e-mail.`,
  };
}

export function resetCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: your password reset code ${code}`,
    text: `Your ${PRODUCT_NAME} password reset code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  };
}

const ROLE_WORDS = { ADMIN: 'an administrator', USER: 'a member' } as const;

/**
 * An invitation to join a pharmacy. It carries no sign-in secret: the person accepts in the app,
 * signed in with this address (a new address signs up with it first), so a forwarded or leaked
 * mail gives nobody an account.
 */
export function invitationMail(
  to: string,
  {
    pharmacy,
    inviter,
    role,
    publicUrl,
    expiresAt,
  }: {
    pharmacy: string;
    inviter: string;
    role: keyof typeof ROLE_WORDS;
    publicUrl: string;
    expiresAt: Date;
  },
): MailMessage {
  const until = expiresAt.toUTCString().slice(0, 16);
  return {
    to,
    subject: `${PRODUCT_NAME}: ${inviter} invited you to join ${pharmacy}`,
    text: [
      `${inviter} invited you to join ${pharmacy} on ${PRODUCT_NAME} as ${ROLE_WORDS[role]}.`,
      `To accept or decline, sign in with this e-mail address and open ${publicUrl}/pharmacy. The invitation is open until ${until}.`,
      `New to ${PRODUCT_NAME}? Sign up with this e-mail address first at ${publicUrl}/signup; the invitation waits for you.`,
      `If you do not know ${pharmacy}, ignore this e-mail: nothing happens unless you accept.`,
    ].join('\n\n'),
  };
}
