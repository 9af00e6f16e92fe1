import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525` (credentials URL-encoded). */
  url: string;
  /** The From header, e.g. `Dawa <no-reply@dawa.example>`. */
  from: string;
  /** Upper bound for each SMTP phase; defaults keep a hung relay from holding a request for minutes. */
  timeoutMs?: number;
}

export interface SmtpMailer extends Mailer {
  /** Opens a connection and authenticates, for a start-up or readiness check. */
  verify(): Promise<void>;
  close(): void;
}

export function createSmtpMailer({ url, from, timeoutMs = 10_000 }: SmtpMailerOptions): SmtpMailer {
  const parsed = new URL(url);
  const transport = createTransport(
    {
      host: parsed.hostname,
      port: parsed.port === '' ? undefined : Number(parsed.port),
      // smtps:// is implicit TLS (465); smtp:// upgrades with STARTTLS whenever the server offers it.
      secure: parsed.protocol === 'smtps:',
      auth:
        parsed.username === ''
          ? undefined
          : {
              user: decodeURIComponent(parsed.username),
              pass: decodeURIComponent(parsed.password),
            },
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    },
    { from },
  );

  return {
    async send({ to, subject, text, html }) {
      // nodemailer encodes headers itself, so a CR/LF in a subject cannot inject headers.
      await transport.sendMail({ to, subject, text, ...(html === undefined ? {} : { html }) });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
