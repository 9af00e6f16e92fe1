import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@dawa/contract';
import { createTestTenant, createTestUser, readStored } from '../test/factories.ts';
import { INITIAL_APP_STATE, useAppStore } from '../stores/app-store.ts';
import { INITIAL_AUTH_STATE, useAuthStore } from '../stores/auth-store.ts';
import { INITIAL_TENANT_STATE, useTenantStore } from '../stores/tenant-store.ts';
import { useJourneysStore } from '../stores/journeys-store.ts';
import { usePostAddJourneyStore } from '../stores/post-add-journey-store.ts';
import { getCookie, setCookie } from './cookies.ts';
import { setNavigator } from './navigation.ts';
import { attachQueryClient, getQueryClient, signOut, signOutAfterUnauthorized } from './session.ts';

let client: QueryClient;
const navigate = vi.fn();
// signOut tells the API the session ended (fire and forget); no server answers in unit tests.
const fetchMock = vi.fn((..._args: Parameters<typeof fetch>) =>
  Promise.resolve(new Response(null, { status: 204 })),
);

function signIn() {
  useAuthStore.getState().setUserInfo(createTestUser());
  useAuthStore.getState().setToken({ access_token: 'tok', refresh_token: 'r' });
  setCookie(STORAGE_KEYS.identityCookie, 'id');
  const tenant = createTestTenant();
  useTenantStore.getState().chooseTenant(tenant);
  useAuthStore.getState().setTenant(tenant);
  client.setQueryData(['stock', tenant.id], [1, 2, 3]);
}

beforeEach(() => {
  useAppStore.setState(INITIAL_APP_STATE);
  useAuthStore.setState(INITIAL_AUTH_STATE);
  useTenantStore.setState(INITIAL_TENANT_STATE);
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  client = new QueryClient();
  attachQueryClient(client);
});

afterEach(() => {
  setNavigator((path) => window.location.assign(path));
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  it('clears local storage but keeps the theme', () => {
    signIn();
    useAppStore.getState().setTheme('dark');
    localStorage.setItem('something-else', 'x');

    signOut();

    expect(localStorage.getItem('something-else')).toBeNull();
    expect(useAppStore.getState().theme).toBe('dark');
    expect(readStored(STORAGE_KEYS.app)?.theme).toBe('dark');
  });

  it('empties the auth state, the token and identity cookies, and the stored token', () => {
    signIn();
    expect(getCookie(STORAGE_KEYS.tokenCookie)).toBe('tok');

    signOut();

    const auth = useAuthStore.getState();
    expect(auth.userInfo).toBeNull();
    expect(auth.token).toEqual(INITIAL_AUTH_STATE.token);
    expect(auth.tenant).toBeNull();
    // Removed in a browser; happy-dom keeps a removed (Max-Age=0) cookie with an empty value.
    expect(getCookie(STORAGE_KEYS.tokenCookie) ?? '').toBe('');
    expect(getCookie(STORAGE_KEYS.identityCookie) ?? '').toBe('');
    expect(readStored(STORAGE_KEYS.auth)?.token ?? INITIAL_AUTH_STATE.token).toEqual(
      INITIAL_AUTH_STATE.token,
    );
    expect(readStored(STORAGE_KEYS.auth)?.userInfo ?? null).toBeNull();
  });

  it('forgets the last user’s drafts, in memory as well as in storage', () => {
    signIn();
    useJourneysStore.getState().saveData('signup', { email: 'selam@example.et' });
    usePostAddJourneyStore.setState({ step: 2, draft: { title: 'secret' } });
    signOut();
    expect(useJourneysStore.getState().journeys).toEqual({});
    expect(usePostAddJourneyStore.getState().draft).toEqual({});
    // A later write in this tab must not bring them back.
    useAppStore.getState().setTheme('dark');
    expect(localStorage.getItem(STORAGE_KEYS.journeys) ?? '').not.toContain('selam');
    expect(localStorage.getItem(STORAGE_KEYS.postAddJourney) ?? '').not.toContain('secret');
  });

  it('forgets the chosen pharmacy', () => {
    signIn();
    signOut();
    expect(useTenantStore.getState().tenantOrgId).toBe('');
    expect(useTenantStore.getState().tenantDetail).toBeNull();
    expect(readStored(STORAGE_KEYS.tenant)?.tenantOrgId ?? '').toBe('');
  });

  it('clears the query cache and resets the session timer and its dialog', () => {
    signIn();
    useAppStore.getState().addSessionTimer(60_000);
    useAppStore.getState().setFlag('sessionTimeoutDialog', true);

    signOut();

    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(useAppStore.getState().sessionTimer).toBe(0);
    expect(useAppStore.getState().sessionTimeoutDialog).toBe(false);
  });

  it('goes to / through the router’s navigator', () => {
    signIn();
    signOut();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/', undefined);
  });

  it('ends the session on the server too, without waiting for it', () => {
    signIn();
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('offline')));
    signOut();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toEqual(expect.stringMatching(/\/auth\/logout$/));
    expect(init?.method).toBe('POST');
    expect(useAuthStore.getState().userInfo).toBeNull();
  });

  it('does not call the server when there is no session to end', () => {
    signOut();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/', undefined);
  });

  it('stays on the page when asked not to navigate', () => {
    signIn();
    signOut({ navigate: false });
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuthStore.getState().userInfo).toBeNull();
  });
});

describe('signOutAfterUnauthorized', () => {
  it('signs a signed-in user out without navigating', () => {
    signIn();
    signOutAfterUnauthorized();
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(useAuthStore.getState().token.access_token).toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled(); // the API already refused the session
  });

  it('signs out a half session (token but no user)', () => {
    useAuthStore.getState().setToken({ access_token: 'tok' });
    signOutAfterUnauthorized();
    expect(useAuthStore.getState().token.access_token).toBeNull();
  });

  it('does nothing when already signed out, so a burst of 401s acts once', () => {
    localStorage.setItem('something-else', 'x');
    client.setQueryData(['public'], 1);
    signOutAfterUnauthorized();
    expect(localStorage.getItem('something-else')).toBe('x');
    expect(client.getQueryData(['public'])).toBe(1);
  });
});

describe('attachQueryClient', () => {
  it('makes the client available to code outside React', () => {
    expect(getQueryClient()).toBe(client);
  });
});
