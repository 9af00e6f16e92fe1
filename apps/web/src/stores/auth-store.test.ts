import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, USER_SETTINGS_REFETCH_MS, type TUserSettings } from '@dawa/contract';
import { getCookie, setCookie } from '../lib/cookies.ts';
import {
  createTestTenant,
  createTestUser,
  createTestUserSettings,
  readStored,
} from '../test/factories.ts';
import {
  EMPTY_TOKEN,
  INITIAL_AUTH_STATE,
  selectIsAuthenticated,
  useAuthStore,
} from './auth-store.ts';

beforeEach(() => {
  useAuthStore.setState(INITIAL_AUTH_STATE);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('auth store defaults', () => {
  it('starts signed out with every field empty', () => {
    const s = useAuthStore.getState();
    expect(s.userInfo).toBeNull();
    expect(s.userSettings).toBeNull();
    expect(s.newJoiner).toBeNull();
    expect(s.tenant).toBeNull();
    expect(s.tenant_role).toBeNull();
    expect(s.token).toEqual({
      access_token: null,
      refresh_token: null,
      firebase_access_token: null,
      firebase_refresh_token: null,
      firebase_token_expired: null,
    });
  });
});

describe('setToken', () => {
  it('merges: a field not supplied keeps its old value', () => {
    useAuthStore.getState().setToken({ access_token: 'a1', refresh_token: 'r1' });
    useAuthStore.getState().setToken({ access_token: 'a2' });
    useAuthStore.getState().setToken({ firebase_token_expired: 1700, refresh_token: undefined });
    expect(useAuthStore.getState().token).toEqual({
      ...EMPTY_TOKEN,
      access_token: 'a2',
      refresh_token: 'r1',
      firebase_token_expired: 1700,
    });
  });

  it('writes the access token to the product-named token cookie', () => {
    useAuthStore.getState().setToken({ access_token: 'tok en/1' });
    expect(STORAGE_KEYS.tokenCookie).toMatch(/^dawa/);
    expect(getCookie(STORAGE_KEYS.tokenCookie)).toBe('tok en/1');
    useAuthStore.getState().setToken({ access_token: 'tok2' });
    expect(getCookie(STORAGE_KEYS.tokenCookie)).toBe('tok2');
  });

  it('removes the cookie when the access token is set to null', () => {
    useAuthStore.getState().setToken({ access_token: 'tok' });
    useAuthStore.getState().setToken({ access_token: null });
    expect(getCookie(STORAGE_KEYS.tokenCookie) ?? '').toBe('');
  });

  it('keeps the cookie when only another field changes', () => {
    useAuthStore.getState().setToken({ access_token: 'tok' });
    useAuthStore.getState().setToken({ refresh_token: 'r' });
    expect(getCookie(STORAGE_KEYS.tokenCookie)).toBe('tok');
  });

  it('writes the token to local storage under the auth key', () => {
    useAuthStore.getState().setToken({ access_token: 'tok', refresh_token: 'r' });
    const stored = readStored(STORAGE_KEYS.auth);
    expect(stored?.token).toMatchObject({ access_token: 'tok', refresh_token: 'r' });
  });
});

describe('user, settings, tenant', () => {
  it('setHasTenant does nothing while there are no settings', () => {
    useAuthStore.getState().setHasTenant(true);
    expect(useAuthStore.getState().userSettings).toBeNull();
  });

  it('setHasTenant updates has_tenant once settings exist, without mutating them', () => {
    const settings = createTestUserSettings(false);
    useAuthStore.getState().setUserSettings(settings);
    useAuthStore.getState().setHasTenant(true);
    expect(useAuthStore.getState().userSettings?.new_joiner_actions.has_tenant).toBe(true);
    expect(settings.new_joiner_actions.has_tenant).toBe(false);
    useAuthStore.getState().setHasTenant(false);
    expect(useAuthStore.getState().userSettings?.new_joiner_actions.has_tenant).toBe(false);
  });

  it('setTenant takes the role given, else the tenant’s own role', () => {
    const tenant = createTestTenant({ role: 'ADMIN' });
    useAuthStore.getState().setTenant(tenant);
    expect(useAuthStore.getState().tenant).toEqual(tenant);
    expect(useAuthStore.getState().tenant_role).toBe('ADMIN');
    useAuthStore.getState().setTenant(tenant, 'USER');
    expect(useAuthStore.getState().tenant_role).toBe('USER');
    useAuthStore.getState().setTenant(null);
    expect(useAuthStore.getState()).toMatchObject({ tenant: null, tenant_role: null });
  });

  it('survives a reload (whole state persisted under the auth key)', async () => {
    const user = createTestUser();
    useAuthStore.getState().setUserInfo(user);
    useAuthStore.getState().setToken({ access_token: 'tok' });
    useAuthStore.getState().setNewJoiner(true);

    vi.resetModules();
    const reloaded = (await import('./auth-store.ts')).useAuthStore.getState();
    expect(reloaded.userInfo).toEqual(user);
    expect(reloaded.token.access_token).toBe('tok');
    expect(reloaded.newJoiner).toBe(true);
  });
});

describe('selectIsAuthenticated', () => {
  const user = createTestUser();
  it.each([
    ['no user, no token', false, null, null],
    ['a token but no user', false, null, 'tok'],
    ['a user but no token', false, user, null],
    ['a user and an empty token', false, user, ''],
    ['a user and a token', true, user, 'tok'],
  ] as const)('%s → %s', (_label, expected, userInfo, accessToken) => {
    expect(
      selectIsAuthenticated({
        ...INITIAL_AUTH_STATE,
        userInfo,
        token: { ...EMPTY_TOKEN, access_token: accessToken },
      }),
    ).toBe(expected);
  });

  it('turns true through the store actions and false after reset', () => {
    useAuthStore.getState().setUserInfo(user);
    useAuthStore.getState().setToken({ access_token: 'tok' });
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
    useAuthStore.getState().reset();
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
  });
});

describe('reset', () => {
  it('empties the state and both cookies', () => {
    const s = useAuthStore.getState();
    s.setUserInfo(createTestUser());
    s.setToken({ access_token: 'tok', refresh_token: 'r' });
    s.setUserSettings(createTestUserSettings(true));
    s.setNewJoiner(false);
    s.setTenant(createTestTenant());
    setCookie(STORAGE_KEYS.identityCookie, 'id');
    expect(getCookie(STORAGE_KEYS.tokenCookie)).toBe('tok');
    expect(getCookie(STORAGE_KEYS.identityCookie)).toBe('id');

    useAuthStore.getState().reset();

    const after = useAuthStore.getState();
    expect({
      userInfo: after.userInfo,
      userSettings: after.userSettings,
      token: after.token,
      newJoiner: after.newJoiner,
      tenant: after.tenant,
      tenant_role: after.tenant_role,
    }).toEqual(INITIAL_AUTH_STATE);
    // Removed in a browser; happy-dom keeps a removed (Max-Age=0) cookie with an empty value.
    expect(getCookie(STORAGE_KEYS.tokenCookie) ?? '').toBe('');
    expect(getCookie(STORAGE_KEYS.identityCookie) ?? '').toBe('');
    expect(readStored(STORAGE_KEYS.auth)?.token).toEqual(EMPTY_TOKEN);
  });

  it('keeps the actions working afterwards', () => {
    useAuthStore.getState().reset();
    useAuthStore.getState().setToken({ access_token: 'again' });
    expect(useAuthStore.getState().token.access_token).toBe('again');
  });
});

describe('refreshAuth', () => {
  it('re-reads user settings USER_SETTINGS_REFETCH_MS after a refresh with the flag', async () => {
    vi.useFakeTimers();
    const fresh = createTestUserSettings(true);
    const fetchSettings = vi.fn(() => Promise.resolve<TUserSettings | null>(fresh));

    useAuthStore.getState().refreshAuth({ withSettings: true, fetchSettings });
    await vi.advanceTimersByTimeAsync(USER_SETTINGS_REFETCH_MS - 1);
    expect(fetchSettings).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSettings).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().userSettings).toEqual(fresh);
    expect(USER_SETTINGS_REFETCH_MS).toBe(1000);
  });

  it('does not fetch without the flag', async () => {
    vi.useFakeTimers();
    const fetchSettings = vi.fn(() => Promise.resolve(createTestUserSettings(true)));
    useAuthStore.getState().refreshAuth({ withSettings: false, fetchSettings });
    await vi.advanceTimersByTimeAsync(USER_SETTINGS_REFETCH_MS * 10);
    expect(fetchSettings).not.toHaveBeenCalled();
    expect(useAuthStore.getState().userSettings).toBeNull();
  });

  it('keeps the old settings when the re-read fails', async () => {
    vi.useFakeTimers();
    const old = createTestUserSettings(false);
    useAuthStore.getState().setUserSettings(old);
    const fetchSettings = vi.fn(() => Promise.reject(new Error('offline')));
    useAuthStore.getState().refreshAuth({ withSettings: true, fetchSettings });
    await vi.advanceTimersByTimeAsync(USER_SETTINGS_REFETCH_MS);
    expect(fetchSettings).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().userSettings).toEqual(old);
  });
});
