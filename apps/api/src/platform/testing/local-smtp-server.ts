import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased: what the server was actually asked to deliver to. */
  recipients: string[];
  /** Sender address and display name from the From header. */
  from: string;
  fromName: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface LocalSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next not-yet-taken mail to `to`, already received or still to come. */
  waitForMail(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port, plain text, no auth) that parses what it receives. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.value[0]?.address ?? '',
            fromName: parsed.from?.value[0]?.name ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const mail = received.find((m) => !taken.has(m) && m.recipients.includes(to.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail(to, { timeoutMs = 5_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
