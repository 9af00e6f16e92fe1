/** One e-mail as the app composes it; transports add the sender and encoding. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What services depend on. Services never know whether mail leaves by SMTP or lands in the dev
 * outbox, so the sign-up and reset flows run identically in tests, development and production.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The slice of a pino / Fastify logger the mailers use, so they can log without importing Fastify. */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}
