import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../stores/app-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useTenantStore } from '../stores/tenant-store.ts';
import { navigateTo } from './navigation.ts';

// Logout of spec section 4: clear local storage, the stored user and token (and their cookies),
// every cached query; then go home. The theme is the device's choice, not the account's: it stays.

let queryClientRef: QueryClient | null = null;

export function attachQueryClient(client: QueryClient): void {
  queryClientRef = client;
}

/** The app's query client, once the app has started (null in isolated unit tests). */
export const getQueryClient = (): QueryClient | null => queryClientRef;

export function signOut({ navigate = true }: { navigate?: boolean } = {}): void {
  const theme = useAppStore.getState().theme;
  localStorage.clear();
  useAuthStore.getState().reset();
  useTenantStore.getState().clearTenant();
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
  signOut({ navigate: false });
}
