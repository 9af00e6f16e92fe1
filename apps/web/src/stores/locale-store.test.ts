import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LANGUAGE_COOKIE, type TMeResponse } from '@dawa/contract';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { meKey } from '../lib/me.ts';
import { attachQueryClient } from '../lib/session.ts';
import { createTestUser } from '../test/factories.ts';
import { INITIAL_AUTH_STATE, useAuthStore } from './auth-store.ts';
import { adoptAccountLanguage, switchLocale, useLocaleStore } from './locale-store.ts';

// The language per account (docs/decisions/024-language-per-account.md): the switch saves it to a
// signed-in account; sign-in and the session check make the account's language the device's.

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;

function signIn(language: 'en' | 'am' | null) {
  const user = createTestUser({ id: '00000000-0000-4000-8000-000000000001', language });
  useAuthStore.getState().setUserInfo(user);
  useAuthStore.getState().setToken({ access_token: 'tok', refresh_token: 'r' });
  client.setQueryData<TMeResponse>(meKey, { user, isPlatformAdmin: false });
  return user;
}

/** The device as drawn in English, before each test. */
beforeEach(() => {
  useAuthStore.setState(INITIAL_AUTH_STATE);
  useLocaleStore.setState({ locale: 'en' });
  document.documentElement.lang = 'en';
  document.documentElement.setAttribute('data-locale', 'en');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  client = new QueryClient();
  attachQueryClient(client);
});

afterEach(() => vi.unstubAllGlobals());

describe('switchLocale', () => {
  it("keeps a guest's choice on the device only", async () => {
    expect(await switchLocale('am')).toBe('device');
    expect(getCookie(LANGUAGE_COOKIE)).toBe('am');
    expect(useLocaleStore.getState().locale).toBe('am');
    expect(document.documentElement.getAttribute('data-locale')).toBe('am');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a signed-in choice to the account, and the stored user follows', async () => {
    const user = signIn(null);
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { ...user, language: 'am' },
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await switchLocale('am')).toBe('account');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toEqual(expect.stringContaining(`/user/${user.id}`));
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ language: 'am' });
    expect(useAuthStore.getState().userInfo?.language).toBe('am');
    expect(client.getQueryData<TMeResponse>(meKey)?.user.language).toBe('am');
    // Already the account's: nothing to send.
    expect(await switchLocale('am')).toBe('account');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still switches the device when the account cannot save it, and says so', async () => {
    signIn('en');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await switchLocale('am')).toBe('failed');
    expect(useLocaleStore.getState().locale).toBe('am');
    expect(useAuthStore.getState().userInfo?.language).toBe('en');
  });
});

describe('adoptAccountLanguage', () => {
  it("makes the account's language the device's, cookie included, without saving back", async () => {
    setCookie(LANGUAGE_COOKIE, 'en', 3600, 'Lax');
    await adoptAccountLanguage('am');
    expect(useLocaleStore.getState().locale).toBe('am');
    expect(getCookie(LANGUAGE_COOKIE)).toBe('am');
    expect(document.documentElement.lang).toBe('am');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes the cookie when the page is in that language already but the device never chose', async () => {
    expect(getCookie(LANGUAGE_COOKIE)).toBeNull();
    await adoptAccountLanguage('en');
    expect(getCookie(LANGUAGE_COOKIE)).toBe('en');
  });

  it('leaves the device alone when the account has not chosen (null) or holds nonsense', async () => {
    setCookie(LANGUAGE_COOKIE, 'am', 3600, 'Lax');
    useLocaleStore.setState({ locale: 'am' });
    for (const language of [null, undefined, 'fr']) {
      await adoptAccountLanguage(language);
      expect(useLocaleStore.getState().locale).toBe('am');
      expect(getCookie(LANGUAGE_COOKIE)).toBe('am');
    }
  });
});
