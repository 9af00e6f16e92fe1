import type { Locale } from '@dawa/contract';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailDate, mailWords } from '../../platform/mail/mail-words.ts';
import am from './i18n/am.ts';
import en from './i18n/en.ts';

// Plain text first: codes must be readable in any client, and tests read them from the text part.
// Words from this module's catalogue, in the reader's language (docs/i18n.md#e-mails).

const wordsFor = mailWords(en, am);

export function verificationCodeMail(to: string, code: string, locale: Locale): MailMessage {
  const t = wordsFor(locale);
  return {
    to,
    subject: t('verificationSubject', { code }),
    text: t('verificationText', { code }),
  };
}

export function alreadyRegisteredMail(to: string, publicUrl: string, locale: Locale): MailMessage {
  const t = wordsFor(locale);
  return {
    to,
    subject: t('alreadyRegisteredSubject'),
    text: t('alreadyRegisteredText', {
      signIn: `${publicUrl}/login`,
      reset: `${publicUrl}/forget-password-request`,
    }),
  };
}

export function resetCodeMail(to: string, code: string, locale: Locale): MailMessage {
  const t = wordsFor(locale);
  return { to, subject: t('resetSubject', { code }), text: t('resetText', { code }) };
}

/**
 * An invitation to join a pharmacy. It carries no sign-in secret: the person accepts in the app,
 * signed in with this address (a new address signs up with it first), so a forwarded or leaked
 * mail gives nobody an account.
 */
export function invitationMail(
  to: string,
  {
    pharmacy,
    inviter: from,
    role,
    publicUrl,
    expiresAt,
  }: {
    pharmacy: string;
    /** The inviter's name; null for an account since deleted ("A colleague"). */
    inviter: string | null;
    role: 'ADMIN' | 'USER';
    publicUrl: string;
    expiresAt: Date;
  },
  locale: Locale,
): MailMessage {
  const t = wordsFor(locale);
  const inviter = from ?? t('invitationSomeone');
  return {
    to,
    subject: t('invitationSubject', { inviter, pharmacy }),
    text: [
      t(role === 'ADMIN' ? 'invitationAsAdmin' : 'invitationAsMember', { inviter, pharmacy }),
      t('invitationHowTo', { link: `${publicUrl}/pharmacy`, until: mailDate(locale, expiresAt) }),
      t('invitationNewcomer', { signUp: `${publicUrl}/signup` }),
      t('invitationUnknown', { pharmacy }),
    ].join('\n\n'),
  };
}
