import type { Locale } from '@dawa/contract';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailWords } from '../../platform/mail/mail-words.ts';
import am from './i18n/am.ts';
import en from './i18n/en.ts';

// The mails of an account holder's own identity changes (identity.service.ts). Plain text first,
// like every mail of the app: codes must be readable in any client, and tests read the text part.
// Words from this module's catalogue, in the reader's language (docs/i18n.md#e-mails).

const wordsFor = mailWords(en, am);

export function emailChangeCodeMail(to: string, code: string, locale: Locale): MailMessage {
  const t = wordsFor(locale);
  return { to, subject: t('emailChangeSubject', { code }), text: t('emailChangeText', { code }) };
}

/** Sent to the OLD address, so a change the holder did not make does not go unnoticed. */
export function emailChangedMail(
  to: string,
  newEmail: string,
  publicUrl: string,
  locale: Locale,
): MailMessage {
  const t = wordsFor(locale);
  return {
    to,
    subject: t('emailChangedSubject'),
    text: t('emailChangedText', {
      email: newEmail,
      reset: `${publicUrl}/forget-password-request`,
    }),
  };
}

export function passwordChangedMail(to: string, publicUrl: string, locale: Locale): MailMessage {
  const t = wordsFor(locale);
  return {
    to,
    subject: t('passwordChangedSubject'),
    text: t('passwordChangedText', { reset: `${publicUrl}/forget-password-request` }),
  };
}
