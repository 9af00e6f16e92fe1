import type { TEmailChangeRequest, TEmailChangeStarted, TUser } from '@dawa/contract';
import { useJourneysStore, type JourneysState } from '../stores/journeys-store.ts';
import { api } from './api.ts';

// An e-mail change waiting for its code (issue 12: only the account holder changes their login
// e-mail, and proves the new address with a 6-digit code). The profile starts it; /otp finishes
// it. Kept in the journeys store so a reload of /otp still knows where the code went; the store is
// emptied on sign-out. The password typed to start it is never stored: it stays in memory for a
// resend, and a reload asks for it again.

export const EMAIL_CHANGE_JOURNEY = 'email-change';

export interface PendingEmailChange {
  /** Whose change it is: another account signed in on this browser does not inherit it. */
  userId: string;
  email: string;
  /** When the last code went out (ms since the epoch), for the resend cooldown. */
  sentAt: number;
  expiresAt: string;
  /** Whether a password was given (the account has one): a resend needs it again. */
  withPassword: boolean;
}

const isPending = (value: unknown): value is PendingEmailChange => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'string' &&
    typeof v.email === 'string' &&
    typeof v.sentAt === 'number' &&
    typeof v.expiresAt === 'string' &&
    typeof v.withPassword === 'boolean'
  );
};

/**
 * The change `userId` has waiting for its code, or null: none, someone else's, or its code has
 * expired (a new change starts over from the profile).
 */
export function readPendingEmailChange(
  state: JourneysState,
  userId: string | undefined,
  now: number,
): PendingEmailChange | null {
  const change = state.journeys[EMAIL_CHANGE_JOURNEY]?.data.change;
  if (!isPending(change) || userId === undefined || change.userId !== userId) return null;
  const expires = Date.parse(change.expiresAt);
  return Number.isNaN(expires) || expires <= now ? null : change;
}

let typedPassword: string | undefined;

/** The password given for the change in progress, while this page lives. */
export const rememberedPassword = (): string | undefined => typedPassword;

/** POST /user/email-change: a code goes to the new address; the change is remembered. */
export async function requestEmailChange(
  userId: string,
  body: TEmailChangeRequest,
): Promise<TEmailChangeStarted> {
  const started = await api<TEmailChangeStarted>({
    method: 'POST',
    path: '/user/email-change',
    body,
    redirectOnForbidden: false,
  });
  typedPassword = body.password;
  const change: PendingEmailChange = {
    userId,
    email: started.email,
    sentAt: Date.now(),
    expiresAt: started.expiresAt,
    withPassword: Boolean(body.password),
  };
  useJourneysStore.getState().saveData(EMAIL_CHANGE_JOURNEY, { change });
  return started;
}

/**
 * POST /user/email-change/confirm: the account's e-mail is the new one from now on. The caller
 * ends the change (`endEmailChange`) once it has shown the outcome.
 */
export const confirmEmailChange = (otp: string): Promise<TUser> =>
  api<TUser>({
    method: 'POST',
    path: '/user/email-change/confirm',
    body: { otp },
    redirectOnForbidden: false,
  });

/** Forgets the change in progress (confirmed, or given up). */
export function endEmailChange(): void {
  typedPassword = undefined;
  useJourneysStore.getState().resetJourney(EMAIL_CHANGE_JOURNEY);
}
