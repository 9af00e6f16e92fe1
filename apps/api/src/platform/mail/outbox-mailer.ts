import { randomUUID } from 'node:crypto';
import type { MailLogger, MailMessage, Mailer } from './mailer.ts';

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: Date;
}

/** Where unsent mail is kept; in memory for now, a database table later (same interface). */
export interface OutboxStore {
  add(message: OutboxMessage): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]>;
}

/** Bounded, so a development server that runs for days does not grow without limit. */
export class MemoryOutboxStore implements OutboxStore {
  readonly #messages: OutboxMessage[] = [];

  constructor(private readonly capacity = 200) {}

  add(message: OutboxMessage): Promise<void> {
    this.#messages.unshift(message);
    this.#messages.length = Math.min(this.#messages.length, this.capacity);
    return Promise.resolve();
  }

  list(limit: number): Promise<OutboxMessage[]> {
    return Promise.resolve(this.#messages.slice(0, Math.max(0, limit)));
  }
}

export interface OutboxMailerOptions {
  store: OutboxStore;
  logger: MailLogger;
  /**
   * Log the body too. On in development so the OTP is visible in the terminal; off in production,
   * where a body holds a live sign-in or reset code and logs are read by more people than mail is.
   */
  logBodies: boolean;
  now?: () => Date;
}

/** Used when no SMTP server is configured: mail is kept and logged instead of sent. */
export function createOutboxMailer({
  store,
  logger,
  logBodies,
  now = () => new Date(),
}: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      const stored: OutboxMessage = { ...message, id: randomUUID(), createdAt: now() };
      await store.add(stored);
      const details = { mailId: stored.id, to: message.to, subject: message.subject };
      if (logBodies)
        logger.info({ ...details, text: message.text }, 'mail kept in outbox (no SMTP_URL)');
      else logger.warn(details, 'mail kept in outbox and not delivered: SMTP_URL is not set');
    },
  };
}
