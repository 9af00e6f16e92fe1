import type { QueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@dawa/contract';
import { publicConfig } from '../config/public-config.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useJourneysStore } from '../stores/journeys-store.ts';
import { usePendingActionStore } from '../stores/pending-action-store.ts';
import { usePostAddJourneyStore } from '../stores/post-add-journey-store.ts';
import { useRecentSearchesStore } from '../stores/recent-searches-store.ts';
import { useTenantStore } from '../stores/tenant-store.ts';
import { navigateTo } from './navigation.ts';
import { baseHeaders } from './request-headers.ts';

// Logout of docs/product.md#states: clear local storage, the stored user and token (and their cookies),
// every cached query; then go home. The theme is the device's choice, not the account's: it stays.

let queryClientRef: QueryClient | null = null;

export function attachQueryClient(client: QueryClient): void {
  queryClientRef = client;
}

/** The app's query client, once the app has started (null in isolated unit tests). */
export const getQueryClient = (): QueryClient | null => queryClientRef;

/**
 * Tells the API the session is over, so its refresh token dies with it. Fire and forget with
 * keepalive: signing out must not wait for, or depend on, the network.
 */
function endServerSession(accessToken: string | null, refreshToken: string | null): void {
  void fetch(`${API_PREFIX}/auth/logout`, {
    method: 'POST',
    headers: {
      ...baseHeaders(publicConfig.requestSource, accessToken),
      'content-type': 'application/json',
    },
    body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    keepalive: true,
  }).catch(() => undefined);
}

export function signOut({
  navigate = true,
  endOnServer = true,
}: { navigate?: boolean; endOnServer?: boolean } = {}): void {
  const { access_token, refresh_token } = useAuthStore.getState().token;
  if (endOnServer && (access_token || refresh_token)) endServerSession(access_token, refresh_token);
  const theme = useAppStore.getState().theme;
  localStorage.clear();
  useAuthStore.getState().reset();
  useTenantStore.getState().clearTenant();
  // In memory too, or the next write puts the last user's drafts (sign-up details, a listing
  // being written) back into storage for whoever uses this browser next.
  useJourneysStore.setState({ journeys: {} });
  usePostAddJourneyStore.getState().clearDraft();
  usePendingActionStore.getState().clear();
  useRecentSearchesStore.getState().clear();
  useAppStore.getState().resetSessionTimer();
  useAppStore.getState().setFlag('sessionTimeoutDialog', false);
  useAppStore.getState().setTheme(theme);
  queryClientRef?.clear();
  if (navigate) navigateTo('/');
}

/** A 401 anywhere ends the session; only act once when several calls fail together. */
export function signOutAfterUnauthorized(): void {
  if (
    useAuthStore.getState().token.access_token === null &&
    useAuthStore.getState().userInfo === null
  )
    return;
  // The API already refused the session: nothing to end there.
  signOut({ navigate: false, endOnServer: false });
}
