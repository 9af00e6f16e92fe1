import type { Locale, TUser } from '@dawa/contract';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { api } from './api.ts';
import { adoptMyUser } from './me.ts';

// The signed-in account keeps the language chosen on any of its devices, so the next device it
// signs in on opens in it (docs/decisions/024-language-per-account.md). Loaded only when the
// language changes (stores/locale-store.ts), so the first page never carries the API client for it.

/** Where a language change was kept: this device only (a guest), the account too, or the account refused. */
export type LanguageSaved = 'device' | 'account' | 'failed';

/** PUT /user/{id} `{ language }` on my own account; nothing to do for a guest or an unchanged language. */
export async function saveAccountLanguage(locale: Locale): Promise<LanguageSaved> {
  const auth = useAuthStore.getState();
  if (!selectIsAuthenticated(auth) || !auth.userInfo) return 'device';
  if (auth.userInfo.language === locale) return 'account';
  try {
    const user = await api<TUser>({
      method: 'PUT',
      path: `/user/${auth.userInfo.id}`,
      body: { language: locale },
    });
    adoptMyUser(user);
    return 'account';
  } catch {
    // Offline or refused: the device has switched all the same; the caller tells the person.
    return 'failed';
  }
}
