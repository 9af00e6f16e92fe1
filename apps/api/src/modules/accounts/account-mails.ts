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

export function invitationMail(
  to: string,
  {
    pharmacy,
    inviter,
    publicUrl,
    token,
    hasPassword,
  }: { pharmacy: string; inviter: string; publicUrl: string; token: string; hasPassword: boolean },
): MailMessage {
  const email = encodeURIComponent(to);
  const link = `${publicUrl}/login?invitation=${encodeURIComponent(token)}&email=${email}`;
  const later = hasPassword
    ? `Afterwards, sign in at ${publicUrl}/login as usual.`
    : `To sign in later, choose a password at ${publicUrl}/resend-otp?email=${email} (we e-mail you a code), or continue with Google using this address.`;
  const next = `Open this link within 7 days to sign in and start: ${link}\n\n${later}`;
  return {
    to,
    subject: `${PRODUCT_NAME}: ${inviter} added you to ${pharmacy}`,
    text: `${inviter} added you to ${pharmacy} on ${PRODUCT_NAME}.\n\n${next}`,
  };
}
