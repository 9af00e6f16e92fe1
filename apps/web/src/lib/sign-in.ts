import type { TMeResponse, TSessionResponse, TTenantListResponse } from '@dawa/contract';
import { useAppStore } from '../stores/app-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { usePendingActionStore } from '../stores/pending-action-store.ts';
import { useTenantStore } from '../stores/tenant-store.ts';
import { api } from './api.ts';
import { startSession } from './auth-session.ts';
import { meQuery } from './me.ts';
import { completePendingFavourite } from './pending-favourite.ts';
import { notify } from './notify.ts';
import { myPharmaciesQuery, SWITCH_LIST_LIMIT, tenantOf } from './pharmacy.ts';
import { getQueryClient } from './session.ts';
import { clearPharmacy, openPharmacySwitch, switchPharmacy } from './tenant-switch.ts';

/**
 * Where a fresh session leaves the user with respect to pharmacies. A platform administrator
 * without one is not a new joiner: their work is the platform's (issue 13).
 */
export type PharmacyOutcome = 'chosen' | 'choosing' | 'none' | 'platform-admin';

/**
 * After POST /login answered (the login flow of docs/product.md#states): store the session, close the login
 * dialog, welcome the user, and settle the pharmacy: the only one is chosen for them, with several
 * the switch dialog asks (unless the one chosen before is still theirs), with none they are a new
 * joiner and onboarding is where to go.
 */
export async function completeSignIn(session: TSessionResponse): Promise<PharmacyOutcome> {
  startSession(session);
  const app = useAppStore.getState();
  app.setFlag('loginDialog', false);
  app.setFlag('loadingAuthentication', false);
  notify.success('Welcome back !', { description: 'Continue exploring on the product' });

  const query = myPharmaciesQuery(0, SWITCH_LIST_LIMIT);
  const client = getQueryClient();
  // Through the cache, so the switch dialog that may open next shows this answer at once.
  const mine = client
    ? await client.fetchQuery(query)
    : await api<TTenantListResponse>({
        path: '/tenants/mine',
        query: { cursor: 0, limit: SWITCH_LIST_LIMIT },
      });
  const tenants = mine.docs.map(tenantOf);
  useAuthStore.getState().setNewJoiner(tenants.length === 0);
  const previous = tenants.find((t) => t.id === useTenantStore.getState().tenantOrgId);
  const only = tenants.length === 1 ? tenants[0] : undefined;
  const keep = previous ?? only;
  let outcome: PharmacyOutcome;
  if (keep) {
    switchPharmacy(keep);
    outcome = 'chosen';
  } else {
    clearPharmacy();
    if (tenants.length === 0) outcome = (await isPlatformAdmin()) ? 'platform-admin' : 'none';
    else {
      openPharmacySwitch(false);
      outcome = 'choosing';
    }
  }
  // After the pharmacy is settled (choosing one drops the cache): a heart pressed as a visitor
  // is saved now, and the pages showing it ask again.
  await completePendingFavourite(client);
  return outcome;
}

/** Asked only of someone with no pharmacy; through the cache the dashboard's menu reads too. */
async function isPlatformAdmin(): Promise<boolean> {
  try {
    const client = getQueryClient();
    const me = client
      ? await client.fetchQuery(meQuery)
      : await api<TMeResponse>({ path: '/auth/me' });
    return me.isPlatformAdmin;
  } catch {
    return false;
  }
}

/** Lets a provider forget its choice after a failed sign-in (One Tap's auto-select). */
let providerSignOut: () => void = () => undefined;
export function setProviderSignOut(signOutOfProvider: () => void): void {
  providerSignOut = signOutOfProvider;
}

/**
 * Signs in with a provider's ID token (Google, or the configured issuer): POST /login with
 * "Bearer <token>", then as any sign-in. On failure (docs/product.md#errors): sign out of the provider,
 * close the dialog, stop loading, toast "Error occurred while login!".
 */
export async function signInWithIdToken(idToken: string): Promise<PharmacyOutcome | null> {
  useAppStore.getState().setFlag('loadingAuthentication', true);
  try {
    const session = await api<TSessionResponse>({
      method: 'POST',
      path: '/login',
      body: { token: `Bearer ${idToken}` },
    });
    return await completeSignIn(session);
  } catch {
    failProviderSignIn();
    return null;
  }
}

/** The provider part failed or was refused: the spec's error path. */
export function failProviderSignIn(): void {
  providerSignOut();
  const app = useAppStore.getState();
  app.setFlag('loginDialog', false);
  app.setFlag('loadingAuthentication', false);
  notify.error('Error occurred while login!', { description: 'Please try again.' });
}

/** Where to go after signing in: a safe in-app `next`, else by the pharmacy outcome. */
export function destinationAfterSignIn(next: string | null, outcome: PharmacyOutcome): string {
  // Only same-site paths: "//evil.example", "/\\evil.example" or "https://…" would make /login an
  // open redirect.
  const isSafe = (path: string | null): path is string => !!path && /^\/(?![/\\])/.test(path);
  // A visitor who hearted a listing before signing in goes back to where they were.
  const back = usePendingActionStore.getState().takeReturnTo();
  if (isSafe(next)) return next;
  if (isSafe(back)) return back;
  return outcome === 'none' ? '/onboarding' : '/dashboard';
}
