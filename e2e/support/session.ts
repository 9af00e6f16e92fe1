import type { Page } from '@playwright/test';
import { STORAGE_KEYS, type TUser } from '@dawa/contract';

/**
 * Puts a signed-in session into the browser's auth store, as the app persists it, from the next
 * page load on.
 * Until real sign-in exists (accounts issue), this is how the shell's signed-in side is reached;
 * the API does not check this token yet because no endpoint needs one.
 */
export async function seedSignedIn(page: Page): Promise<void> {
  const now = new Date().toISOString();
  const user: TUser = {
    id: '7d1f3a52-6f7c-4c8e-9a51-0c8d2b7e4f10',
    fbId: null,
    emailVerified: true,
    email: 'selam@example.et',
    picture: null,
    fullName: 'Selam Tesfaye',
    phoneNumber: '+251911223344',
    username: 'selam',
    status: 'ACTIVE',
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  const state = {
    state: {
      userInfo: user,
      userSettings: null,
      token: {
        access_token: 'e2e-access-token',
        refresh_token: null,
        firebase_access_token: null,
        firebase_refresh_token: null,
        firebase_token_expired: null,
      },
      newJoiner: null,
      tenant: null,
      tenant_role: null,
    },
    version: 0,
  };
  // Seeded before the app's own scripts run on the next page load, once per tab, so a later
  // sign-out in the same test stays signed out.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.auth, JSON.stringify(state)] as const,
  );
}
