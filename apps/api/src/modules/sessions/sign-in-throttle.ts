import type { CounterStore } from '../../platform/counters/counter-store.ts';
import { AppError } from '../../platform/errors.ts';
import { accountKey, humanDuration } from '../../platform/rate-limits.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Password sign-in throttling (decision 010). Only FAILED sign-ins count, and no count ever stops
 * the right password from a clean address: a lock-out per e-mail would let anyone lock any owner
 * out by typing wrong passwords for them.
 */
export const SIGN_IN_THROTTLE = {
  /** One address guessing one account: this many failures are free, then each waits twice longer. */
  freeFailures: 5,
  firstWaitMs: 30 * SECOND,
  maxWaitMs: 15 * MINUTE,
  /** An address's failures on an account are remembered until this long without one. */
  pairMemoryMs: 24 * HOUR,
  /** One address across accounts (spraying one password over many e-mails). */
  perAddress: { maxFailures: 20, windowMs: 15 * MINUTE },
  /**
   * One account from many addresses (a botnet): past this many failures, still counting until
   * an hour without one, an address waits after its FIRST failure there. A clean address (the
   * owner's) is still let through.
   */
  underAttack: { failures: 50, windowMs: HOUR, freeFailures: 1 },
} as const;

export type SignInThrottleRules = typeof SIGN_IN_THROTTLE;

/** Who is signing in: the normalised client address and the e-mail typed (known or not). */
export interface SignInAttempt {
  address: string;
  email: string;
}

/**
 * A slowdown a failure started: this address waits on this account (`account-wait`), this address
 * reached its limit across accounts (`address-limit`), or the account is being guessed from many
 * addresses (`account-under-attack`: every address now waits after its first failure there).
 */
export type ThrottleEvent =
  | { reason: 'account-wait' | 'address-limit'; waitSeconds: number }
  | { reason: 'account-under-attack' };

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const FROM_NETWORK = (wait: string) =>
  `Too many failed sign-ins from your network. Please try again in ${wait}.`;
const FOR_ACCOUNT = (wait: string) =>
  `Too many incorrect passwords. Please try again in ${wait}, or reset your password.`;

/**
 * Keys by e-mail whether or not an account has it, and every path does the same counter work for
 * both, so neither a 429 nor its timing tells a registered e-mail from an unknown one.
 */
export function createSignInThrottle(counters: CounterStore, rules = SIGN_IN_THROTTLE) {
  const keys = ({ address, email }: SignInAttempt) => {
    const account = accountKey(email);
    return {
      address: `sign-in:address:${address}`,
      pair: `sign-in:pair:${address}:${account}`,
      wait: `sign-in:wait:${address}:${account}`,
      account: `sign-in:account:${account}`,
    };
  };

  return {
    /** Before the password is checked: 429 with Retry-After while this address must wait. */
    async check(attempt: SignInAttempt): Promise<void> {
      const key = keys(attempt);
      const [fromAddress, wait] = await Promise.all([
        counters.peek(key.address),
        counters.peek(key.wait),
      ]);
      if (fromAddress.count >= rules.perAddress.maxFailures)
        throw rateLimited(fromAddress.ttlMs, FROM_NETWORK);
      if (wait.count > 0) throw rateLimited(wait.ttlMs, FOR_ACCOUNT);
    },

    /**
     * A wrong password (or unknown e-mail): counts everywhere, and may start a wait. Answers the
     * slowdowns this failure started (for the audit log): each is a change of state, so an attack
     * leaves a few entries, not one per guess.
     */
    async recordFailure(attempt: SignInAttempt): Promise<ThrottleEvent[]> {
      const key = keys(attempt);
      const [pair, account, fromAddress] = await Promise.all([
        counters.hit(key.pair, rules.pairMemoryMs, { sliding: true }),
        counters.hit(key.account, rules.underAttack.windowMs, { sliding: true }),
        counters.hit(key.address, rules.perAddress.windowMs),
      ]);
      const events: ThrottleEvent[] = [];
      if (fromAddress.count === rules.perAddress.maxFailures)
        events.push({ reason: 'address-limit', waitSeconds: toSeconds(fromAddress.ttlMs) });
      const isUnderAttack = account.count > rules.underAttack.failures;
      if (account.count === rules.underAttack.failures + 1)
        events.push({ reason: 'account-under-attack' });
      const free = isUnderAttack ? rules.underAttack.freeFailures : rules.freeFailures;
      if (pair.count < free) return events;
      const waitMs = Math.min(rules.firstWaitMs * 2 ** (pair.count - free), rules.maxWaitMs);
      await counters.hit(key.wait, waitMs, { sliding: true });
      events.push({ reason: 'account-wait', waitSeconds: toSeconds(waitMs) });
      return events;
    },

    /**
     * The right password: this address's slate for this account is wiped. Its count across
     * accounts and the account's count across addresses stay: an attacker can always succeed on
     * an account of their own, and must not wipe what their guessing on others added up to.
     */
    async recordSuccess(attempt: SignInAttempt): Promise<void> {
      const key = keys(attempt);
      await counters.clear([key.pair, key.wait]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

function rateLimited(ttlMs: number, message: (wait: string) => string): AppError {
  const seconds = toSeconds(ttlMs);
  return new AppError('RATE_LIMITED', message(humanDuration(seconds)), {
    headers: { 'retry-after': String(seconds) },
  });
}
