import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.ts';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface AbuseLimit {
  /** Names the counters, so two routes never share one. */
  name: string;
  perIp: LimitRule;
  /**
   * Absent on routes without an e-mail (refresh, the test endpoint). Several rules all apply,
   * shortest window first: a request the short one refuses does not count against the longer.
   */
  perEmail?: readonly LimitRule[];
}

const MINUTE = 60_000;

/**
 * Sign-in and account endpoints, limited per client address and per e-mail: per address stops one
 * machine spraying many accounts, per e-mail stops many machines hammering one account. The e-mail
 * limits apply to registered and unknown addresses alike, so a 429 reveals nothing.
 * The per-e-mail 1/min of the two "send me a code" endpoints is the spec's 60 s resend cooldown;
 * their 5/hour bounds what strangers can make one mailbox receive (120 mails a day from each,
 * not 1,440) without locking its owner out of a code for longer than that hour. A daily cap
 * would bound the flood more, but anyone could then keep a person from resetting their password
 * all day.
 *
 * Password guessing is not limited here but by the sign-in throttle (modules/sessions/
 * sign-in-throttle.ts), which counts failures only and never locks an owner out. The sign-in
 * limit below only bounds the work (a password check costs an argon2 run) one address may cause,
 * successes and Google sign-ins included; it has no per-e-mail part, which would lock the owner
 * out (decision 010).
 */
export const ABUSE_LIMITS = {
  login: {
    name: 'login',
    perIp: { max: 60, windowMs: 5 * MINUTE },
  },
  /**
   * A browser renews once per 15-minute access token (one tab renews for all, web
   * session-renewal.ts), so 60 a minute is hundreds of browsers behind one address; refresh tokens
   * are unguessable, so this only bounds the database work one address can cause.
   */
  refresh: {
    name: 'refresh',
    perIp: { max: 60, windowMs: MINUTE },
  },
  /** POST /au, the spec's echo test endpoint: nobody needs it more than now and then. */
  echo: {
    name: 'au',
    perIp: { max: 30, windowMs: MINUTE },
  },
  signup: {
    name: 'signup',
    perIp: { max: 10, windowMs: 10 * MINUTE },
    perEmail: [{ max: 5, windowMs: 60 * MINUTE }],
  },
  sendOtp: {
    name: 'send-otp',
    perIp: { max: 10, windowMs: 10 * MINUTE },
    perEmail: [
      { max: 1, windowMs: MINUTE },
      { max: 5, windowMs: 60 * MINUTE },
    ],
  },
  verifyOtp: {
    name: 'verify-otp',
    perIp: { max: 30, windowMs: 10 * MINUTE },
    perEmail: [{ max: 10, windowMs: 15 * MINUTE }],
  },
  /**
   * POST /user/employee mails the invited address, and anyone can open a pharmacy and invite: per
   * invited address, whichever pharmacy invites, 5 an hour (a re-invitation mails again). The
   * inviter's own 50 an hour is a user limit of that route.
   */
  invitationMail: {
    name: 'invitation-mail',
    // Managers are counted by the user limit; this only bounds one address's work.
    perIp: { max: 300, windowMs: 10 * MINUTE },
    perEmail: [{ max: 5, windowMs: 60 * MINUTE }],
  },
  sendReset: {
    name: 'send-reset',
    perIp: { max: 10, windowMs: 10 * MINUTE },
    perEmail: [
      { max: 1, windowMs: MINUTE },
      { max: 5, windowMs: 60 * MINUTE },
    ],
  },
  resetPassword: {
    name: 'reset-password',
    perIp: { max: 30, windowMs: 10 * MINUTE },
    perEmail: [{ max: 10, windowMs: 15 * MINUTE }],
  },
} as const satisfies Record<string, AbuseLimit>;

/**
 * The client address limits count by: `request.ip` (X-Forwarded-For only from TRUST_PROXY), with an
 * IPv6 address cut to its /64, which one subscriber gets whole (else each guess could come from a
 * fresh address of it), and IPv4-mapped IPv6 written as IPv4.
 */
export function clientAddress(request: FastifyRequest): string {
  // `req.ip` is undefined under injectWS() (docs/stack.md#pitfall-5), whatever the types say.
  const ip = request.ip as string | undefined;
  return ip === undefined ? 'unknown' : normalizeIP(ip);
}

/** An e-mail as a counter key: hashed, so a shared store (Redis) holds no address book. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 22);
}

/**
 * A preHandler (the body is parsed and validated by then, the e-mail normalised) that counts the
 * request against both limits and answers 429 with Retry-After when either is exceeded.
 * @fastify/rate-limit runs only one of its own route hooks per request, hence two counters here.
 */
export function abuseLimit(
  app: FastifyInstance,
  { name, perIp, perEmail }: AbuseLimit,
  emailOf: (request: FastifyRequest) => string | undefined = () => undefined,
): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({
    max: perIp.max,
    timeWindow: perIp.windowMs,
    keyGenerator: (request) => `${name}:ip:${clientAddress(request)}`,
  });
  const byEmail = (perEmail ?? []).map((rule) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) =>
        `${name}:email:${rule.windowMs}:${accountKey(emailOf(request) ?? '')}`,
    }),
  );
  return async (request) => {
    // Without an e-mail (a Google sign-in) only the address counts: one shared "no e-mail"
    // counter would let ten sign-ins lock out everyone else's.
    const limiters = emailOf(request) === undefined ? [byIp] : [byIp, ...byEmail];
    for (const limiter of limiters) {
      const state = await limiter(request);
      if (state.isAllowed || !state.isExceeded) continue;
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${humanDuration(state.ttlInSeconds)}.`,
        { headers: { 'retry-after': String(state.ttlInSeconds) } },
      );
    }
  };
}

/** "45 seconds", "15 minutes": what a person reads in the toast. */
export function humanDuration(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The e-mail of a validated body, for `abuseLimit`. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
}

/** A per-user limit on a signed-in route. */
export interface UserLimit {
  /** Names the counter, so two routes never share one by accident. */
  name: string;
  max: number;
  windowMs: number;
  /** What the person reads, given the wait ("15 minutes"). */
  message: (wait: string) => string;
}

/**
 * A preHandler counting a signed-in user's requests (it runs after the `auth.user` hook and body
 * validation, so only well-formed requests count); past the limit 429 with Retry-After.
 */
export function userRateLimit(
  app: FastifyInstance,
  { name, max, windowMs, message }: UserLimit,
  userIdOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:user:${userIdOf(request)}`,
  });
  return async (request) => {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    throw new AppError('RATE_LIMITED', message(humanDuration(state.ttlInSeconds)), {
      headers: { 'retry-after': String(state.ttlInSeconds) },
    });
  };
}
