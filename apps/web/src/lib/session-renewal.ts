import { API_PREFIX, type TSessionResponse } from '@dawa/contract';
import { publicConfig } from '../config/public-config.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { startSession } from './auth-session.ts';
import { baseHeaders } from './request-headers.ts';

// Access tokens live 15 minutes; the refresh token renews them and rotates on every use, and the
// API ends the whole session if a used refresh token comes back. So renewals must never race:
// within a tab one renewal serves every call that failed together, and across tabs a Web Lock
// lets one tab renew while the others wait and then pick up what it stored.

const LOCK = 'dawa-session-renewal';
let inFlight: Promise<boolean> | null = null;

const currentAccessToken = () => useAuthStore.getState().token.access_token;

async function renewNow(failedToken: string): Promise<boolean> {
  // Another tab may have renewed already: read what it persisted before spending our token.
  await useAuthStore.persist.rehydrate();
  const stored = useAuthStore.getState().token;
  if (stored.access_token && stored.access_token !== failedToken) return true;
  if (!stored.refresh_token) return false;
  try {
    const response = await fetch(`${API_PREFIX}/auth/refresh`, {
      method: 'POST',
      headers: { ...baseHeaders(publicConfig.requestSource), 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: stored.refresh_token }),
    });
    if (!response.ok) return false;
    startSession((await response.json()) as TSessionResponse);
    return true;
  } catch {
    return false; // offline: the caller's 401 stands; the next call tries again
  }
}

/** Renews the session after a 401 on `failedToken`; answers whether to repeat the call. */
export function renewSession(failedToken: string): Promise<boolean> {
  if (currentAccessToken() !== failedToken) return Promise.resolve(true); // renewed meanwhile
  inFlight ??= renewOnce(failedToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renewOnce(failedToken: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return renewNow(failedToken);
  return navigator.locks.request(LOCK, () => renewNow(failedToken));
}
