import { publicConfig } from '../config/public-config.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useTenantStore } from '../stores/tenant-store.ts';
import { createApiClient } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import { signOutAfterUnauthorized } from './session.ts';
import { renewSession } from './session-renewal.ts';

/** The app's API client, wired to the stores and the public configuration. */
export const api = createApiClient({
  requestSource: publicConfig.requestSource,
  forbiddenRedirect: publicConfig.forbiddenRedirect,
  getAccessToken: () => useAuthStore.getState().token.access_token,
  getTenantId: () => useTenantStore.getState().tenantOrgId || null,
  onUnauthorized: signOutAfterUnauthorized,
  renewSession,
  onForbidden: (location) => navigateTo(location),
  // A successful answer means the user is active: the inactivity timer starts over (docs/product.md#states).
  onSuccess: () => useAppStore.getState().resetSessionTimer(),
});
