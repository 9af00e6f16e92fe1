import type { TSessionResponse } from '@dawa/contract';
import {
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  type VerifiedIdentity,
} from '../../platform/auth/google-id-token.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestOrigin } from '../../platform/request-origin.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import {
  grantIfListed,
  findLiveUserByEmail,
  findLiveUserByFbId,
  insertUser,
  lockLiveUserByEmail,
  updateUser,
  type UserRow,
} from '../users/index.ts';
import { ACCOUNT_DISABLED, startSession } from './sessions.service.ts';
import type { ThrottleEvent } from './sign-in-throttle.ts';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';
const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

/**
 * POST /login with {email, password}. The same answer, in the same time, for unknown e-mails.
 * Guessing is slowed per address and account (sign-in-throttle.ts): a waiting address is answered
 * 429 before its password is even checked.
 */
export async function loginWithPassword(
  deps: AppDeps,
  {
    email,
    password,
    address,
    origin,
  }: { email: string; password: string; address: string; origin: RequestOrigin },
): Promise<TSessionResponse> {
  const attempt = { address, email };
  await deps.signInThrottle.check(attempt);
  const user = await findLiveUserByEmail(deps.orm, email);
  // verifyPassword spends one argon2 run even without a hash, so timing does not tell either.
  const isValid = await verifyPassword(user?.passwordHash, password);
  if (!user || !isValid) {
    const slowdowns = await deps.signInThrottle.recordFailure(attempt);
    const userId = user?.id ?? null;
    await recordSignInFailure(deps, origin, {
      method: 'password',
      email,
      userId,
      reason: 'wrong-credentials',
    });
    for (const slowdown of slowdowns)
      await recordSlowdown(deps, origin, { email, userId, slowdown });
    throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
  }
  await deps.signInThrottle.recordSuccess(attempt);
  if (user.status !== 'ACTIVE') {
    await recordSignInFailure(deps, origin, {
      method: 'password',
      email,
      userId: user.id,
      reason: 'account-disabled',
    });
    throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  }
  if (user.passwordHash !== null && needsRehash(user.passwordHash)) {
    await updateUser(deps.orm, user.id, { passwordHash: await hashPassword(password) });
  }
  return signedIn(deps, origin, user, 'password');
}

type SignInMethod = 'password' | 'google';

async function signedIn(
  deps: AppDeps,
  origin: RequestOrigin,
  user: UserRow,
  method: SignInMethod,
): Promise<TSessionResponse> {
  const session = await startSession(deps, user);
  await recordAudit(deps.orm, {
    tenantId: null,
    actorUserId: user.id,
    action: 'sign-in',
    entity: 'user',
    entityId: user.id,
    after: { method, email: user.email },
    origin,
  });
  return session;
}

/**
 * A refused sign-in, as a platform event. Nobody is proven to be acting, so the actor is null;
 * the account is named (entityId) only when the e-mail belongs to one, and the e-mail typed is
 * kept. Never the password or the token.
 */
async function recordSignInFailure(
  deps: AppDeps,
  origin: RequestOrigin,
  {
    method,
    email,
    userId,
    reason,
  }: { method: SignInMethod; email: string | null; userId: string | null; reason: string },
): Promise<void> {
  await recordUnprovenSignIn(deps, origin, 'sign-in-failed', userId, { method, email, reason });
}

/**
 * Sign-ins slowed down for an address or an account (sign-in-throttle.ts): recorded when the
 * slowdown starts, not for each refused attempt while it lasts, so an attack cannot flood the log.
 * Named like a failure.
 */
async function recordSlowdown(
  deps: AppDeps,
  origin: RequestOrigin,
  { email, userId, slowdown }: { email: string; userId: string | null; slowdown: ThrottleEvent },
): Promise<void> {
  await recordUnprovenSignIn(deps, origin, 'sign-in-throttled', userId, {
    method: 'password',
    email,
    reason: slowdown.reason,
    ...('waitSeconds' in slowdown && { wait_seconds: slowdown.waitSeconds }),
  });
}

/** A sign-in event with no proven actor, naming the account only when the e-mail has one. */
async function recordUnprovenSignIn(
  deps: AppDeps,
  origin: RequestOrigin,
  action: 'sign-in-failed' | 'sign-in-throttled',
  userId: string | null,
  after: Record<string, unknown>,
): Promise<void> {
  await recordAudit(deps.orm, {
    tenantId: null,
    actorUserId: null,
    action,
    entity: 'user',
    entityId: userId,
    after,
    origin,
  });
}

/** POST /login with {token: "Bearer <Google ID token>"}: verified against the issuer's JWKS. */
export async function loginWithIdToken(
  deps: AppDeps,
  bearer: string,
  origin: RequestOrigin,
): Promise<TSessionResponse> {
  if (deps.idTokens === null) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is not configured on this server.');
  }
  let identity: VerifiedIdentity;
  try {
    identity = await deps.idTokens.verify(bearer.replace(/^Bearer /, ''));
  } catch (error) {
    if (error instanceof InvalidIdTokenError) {
      await recordSignInFailure(deps, origin, {
        method: 'google',
        email: null,
        userId: null,
        reason: 'invalid-token',
      });
      throw new AppError('UNAUTHORIZED', GOOGLE_FAILED, { cause: error });
    }
    if (error instanceof IdentityProviderUnavailableError) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Google sign-in is unavailable right now. Please try again shortly.',
        {
          cause: error,
        },
      );
    }
    throw error;
  }
  const email = identity.email.trim().toLowerCase();
  let user: UserRow;
  try {
    user = await findOrCreateGoogleUser(deps, identity, origin);
  } catch (error) {
    if (error instanceof AppError) {
      await recordSignInFailure(deps, origin, {
        method: 'google',
        email,
        userId: null,
        reason: error.code === 'CONFLICT' ? 'account-conflict' : 'refused',
      });
    }
    throw error;
  }
  if (user.status !== 'ACTIVE') {
    await recordSignInFailure(deps, origin, {
      method: 'google',
      email,
      userId: user.id,
      reason: 'account-disabled',
    });
    throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  }
  return signedIn(deps, origin, user, 'google');
}

/**
 * The account of a verified Google identity: the one linked to it, else the account holding its
 * address (linked now, on its locked row: Google vouches for the address), else a new one. An
 * address ADMIN_EMAILS lists becomes a platform administrator once Google has proven it.
 */
async function findOrCreateGoogleUser(
  deps: AppDeps,
  identity: VerifiedIdentity,
  origin: RequestOrigin,
): Promise<UserRow> {
  const email = identity.email.trim().toLowerCase();
  const bySubject = await findLiveUserByFbId(deps.orm, identity.subject);
  if (bySubject) return bySubject;

  return deps.orm.transaction(async (tx) => {
    const byEmail = await lockLiveUserByEmail(tx, email);
    if (byEmail) {
      if (byEmail.fbId !== null) {
        throw new AppError('CONFLICT', 'This e-mail is already linked to another Google account.');
      }
      // The account is linked and its e-mail counts as proven by Google. An organisation left
      // pending by an unverified sign-up is dropped: whoever typed it never proved this mailbox.
      const linked = await updateUser(tx, byEmail.id, {
        fbId: identity.subject,
        emailVerified: true,
        emailProof: 'GOOGLE',
        ...(byEmail.emailVerified ? {} : { pendingOrganisation: null }),
      });
      if (linked) return grantIfListed(tx, deps.config, linked, origin);
    }

    const created = await insertUser(tx, {
      email,
      fbId: identity.subject,
      emailVerified: true,
      emailProof: 'GOOGLE',
      fullName: identity.name ?? email.split('@')[0] ?? email,
      picture: identity.picture,
    });
    if (created) return grantIfListed(tx, deps.config, created, origin);
    // A concurrent first sign-in of the same person inserted first.
    const winner = await findLiveUserByFbId(tx, identity.subject);
    if (!winner)
      throw new AppError('CONFLICT', 'This account changed while signing in. Please try again.');
    return winner;
  });
}
