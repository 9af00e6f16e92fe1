import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  STORAGE_KEYS,
  USER_SETTINGS_REFETCH_MS,
  type TAuthTokens,
  type TTenant,
  type TTenantRole,
  type TUser,
  type TUserSettings,
} from '@dawa/contract';
import { deleteCookie, setCookie } from '../lib/cookies.ts';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// Auth state of docs/product.md#client-state and #states, persisted in local storage under the product's key.

export const EMPTY_TOKEN: TAuthTokens = {
  access_token: null,
  refresh_token: null,
  firebase_access_token: null,
  firebase_refresh_token: null,
  firebase_token_expired: null,
};

export interface AuthState {
  userInfo: TUser | null;
  userSettings: TUserSettings | null;
  token: TAuthTokens;
  newJoiner: boolean | null;
  tenant: TTenant | null;
  tenant_role: TTenantRole | null;
}

export interface AuthActions {
  setUserInfo: (user: TUser | null) => void;
  /** Merges: a token field not supplied keeps its old value. Also written to the token cookie. */
  setToken: (token: Partial<TAuthTokens>) => void;
  setUserSettings: (settings: TUserSettings | null) => void;
  /** has_tenant changes only once settings exist (docs/product.md#states: "only when already true-valued"). */
  setHasTenant: (hasTenant: boolean) => void;
  setNewJoiner: (newJoiner: boolean | null) => void;
  setTenant: (tenant: TTenant | null, role?: TTenantRole | null) => void;
  /** Re-reads user settings USER_SETTINGS_REFETCH_MS after an auth refresh, when asked to. */
  refreshAuth: (options: {
    withSettings: boolean;
    fetchSettings: () => Promise<TUserSettings | null>;
  }) => void;
  /** Empties the state; clearing storage, cache and navigation is `signOut`'s job (lib/session.ts). */
  reset: () => void;
}

export const INITIAL_AUTH_STATE: AuthState = {
  userInfo: null,
  userSettings: null,
  token: EMPTY_TOKEN,
  newJoiner: null,
  tenant: null,
  tenant_role: null,
};

export const useAuthStore = readStoredWhileHydrating(
  create<AuthState & AuthActions>()(
    persist(
      (set, get) => ({
        ...INITIAL_AUTH_STATE,
        setUserInfo: (userInfo) => set({ userInfo }),
        setToken: (partial) => {
          const supplied = Object.fromEntries(
            Object.entries(partial).filter(([, v]) => v !== undefined),
          );
          const token = { ...get().token, ...supplied };
          if (token.access_token) setCookie(STORAGE_KEYS.tokenCookie, token.access_token);
          else deleteCookie(STORAGE_KEYS.tokenCookie);
          set({ token });
        },
        setUserSettings: (userSettings) => set({ userSettings }),
        setHasTenant: (hasTenant) => {
          const current = get().userSettings;
          if (!current) return;
          set({
            userSettings: {
              ...current,
              new_joiner_actions: { ...current.new_joiner_actions, has_tenant: hasTenant },
            },
          });
        },
        setNewJoiner: (newJoiner) => set({ newJoiner }),
        setTenant: (tenant, role) => set({ tenant, tenant_role: role ?? tenant?.role ?? null }),
        refreshAuth: ({ withSettings, fetchSettings }) => {
          if (!withSettings) return;
          setTimeout(() => {
            fetchSettings()
              .then((settings) => set({ userSettings: settings }))
              .catch(() => undefined); // a failed re-read keeps the old settings; the next refresh retries
          }, USER_SETTINGS_REFETCH_MS);
        },
        reset: () => {
          deleteCookie(STORAGE_KEYS.tokenCookie);
          deleteCookie(STORAGE_KEYS.identityCookie);
          set(INITIAL_AUTH_STATE);
        },
      }),
      { name: STORAGE_KEYS.auth, version: 0, storage: createJSONStorage(() => localStorage) },
    ),
  ),
);

/** Signed in = user info is set and an access token is present (docs/product.md#states). */
export const selectIsAuthenticated = (state: AuthState): boolean =>
  state.userInfo !== null && Boolean(state.token.access_token);
