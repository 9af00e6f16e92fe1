import type { MailLogger, Mailer } from './mailer.ts';
import { createOutboxMailer, MemoryOutboxStore, type OutboxStore } from './outbox-mailer.ts';
import { createSmtpMailer, type SmtpMailer } from './smtp-mailer.ts';

export interface CreateMailerOptions {
  /** SMTP_URL; null or empty selects the outbox. */
  smtpUrl: string | null | undefined;
  from: string;
  logger: MailLogger;
  isProduction: boolean;
  /** Defaults to an in-memory store; the database-backed one plugs in here later. */
  outboxStore?: OutboxStore;
}

/** The route for /api/dev/outbox needs the store, so the outbox variant hands it back. */
export type MailSetup =
  { kind: 'smtp'; mailer: SmtpMailer } | { kind: 'outbox'; mailer: Mailer; outbox: OutboxStore };

/** SMTP when a URL is configured; otherwise the outbox, so development needs no mail server. */
export function createMailer({
  smtpUrl,
  from,
  logger,
  isProduction,
  outboxStore,
}: CreateMailerOptions): MailSetup {
  if (smtpUrl !== null && smtpUrl !== undefined && smtpUrl.trim() !== '') {
    return { kind: 'smtp', mailer: createSmtpMailer({ url: smtpUrl, from }) };
  }
  const outbox = outboxStore ?? new MemoryOutboxStore();
  return {
    kind: 'outbox',
    mailer: createOutboxMailer({ store: outbox, logger, logBodies: !isProduction }),
    outbox,
  };
}
