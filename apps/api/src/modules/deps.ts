import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Orm } from '../db/client.ts';
import { createAccessTokens, type AccessTokens } from '../platform/auth/access-tokens.ts';
import { createIdTokenVerifier, type IdTokenVerifier } from '../platform/auth/google-id-token.ts';
import { createMailer } from '../platform/mail/create-mailer.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import type { OutboxStore } from '../platform/mail/outbox-mailer.ts';
import type { CounterStore } from '../platform/counters/counter-store.ts';
import type { RealtimeBus } from '../platform/realtime/bus.ts';
import { createDbOutboxStore } from './dev/outbox.repo.ts';
import { createViewCounter, type ViewCounter } from './posts/view-counter.ts';
import { createSignInThrottle, type SignInThrottle } from './sessions/sign-in-throttle.ts';
import { createStorage, type StorageSetup } from './uploads/create-storage.ts';

/** Sends mail without making the request wait for (or fail on) the transport. */
export interface MailQueue {
  /**
   * Fire and forget: a request answers the same, in the same time, whether or not a mail went out,
   * so answers and their timing never reveal which e-mails are registered. Failures are logged.
   */
  enqueue(message: MailMessage): void;
  /** Resolves once every mail already enqueued has been handed over (app close, tests). */
  drain(): Promise<void>;
  close(): void;
}

/**
 * What a tenant route's service may use: everything but the unscoped connection. Its database is
 * the tenant wall's transaction (platform/tenancy/tenant-wall.ts), handed over beside `ctx`, so a
 * query there can only ever be confined to the pharmacy (docs/access.md).
 */
export type TenantDeps = Omit<AppDeps, 'orm'>;

/** What services need from the outside world, built once per app. */
export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  log: FastifyBaseLogger;
  now: () => Date;
  accessTokens: AccessTokens;
  /** Null when GOOGLE_CLIENT_ID is unset: Google sign-in answers 503. */
  idTokens: IdTokenVerifier | null;
  mail: MailQueue;
  /** The outbox when mail is not sent by SMTP; listed by /api/dev/outbox outside production. */
  outbox: OutboxStore | null;
  /** Where uploaded images live (local disk or S3-compatible) and the local driver's signer. */
  uploads: StorageSetup;
  /** Slows password guessing down (failed sign-ins, counted in the app's counters). */
  signInThrottle: SignInThrottle;
  /** Live events between instances (in-process, or Redis pub/sub with REDIS_URL). */
  bus: RealtimeBus;
  /** Listing views, written in batches (posts/view-counter.ts). */
  views: ViewCounter;
}

export function createDeps(options: {
  config: AppConfig;
  orm: Orm;
  log: FastifyBaseLogger;
  now: () => Date;
  counters: CounterStore;
  bus: RealtimeBus;
}): AppDeps {
  const { config, orm, log, now, counters, bus } = options;
  const setup = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger: log,
    isProduction: config.NODE_ENV === 'production',
    outboxStore: createDbOutboxStore(orm),
  });
  return {
    config,
    orm,
    log,
    now,
    accessTokens: createAccessTokens({ secret: config.AUTH_TOKEN_SECRET }),
    idTokens:
      config.GOOGLE_CLIENT_ID === null
        ? null
        : createIdTokenVerifier({
            issuer: config.GOOGLE_ISSUER,
            clientId: config.GOOGLE_CLIENT_ID,
            now,
          }),
    mail: createMailQueue(setup.mailer, log, () => {
      if (setup.kind === 'smtp') setup.mailer.close();
    }),
    outbox: setup.kind === 'outbox' ? setup.outbox : null,
    uploads: createStorage(config, now),
    signInThrottle: createSignInThrottle(counters),
    bus,
    views: createViewCounter(orm, log),
  };
}

function createMailQueue(
  mailer: { send(message: MailMessage): Promise<void> },
  log: FastifyBaseLogger,
  close: () => void,
): MailQueue {
  const inFlight = new Set<Promise<void>>();
  return {
    enqueue(message) {
      const sending = mailer
        .send(message)
        .catch((err: unknown) =>
          log.error({ err, to: message.to, subject: message.subject }, 'mail not sent'),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    close,
  };
}
