// A store kept in local storage must read the same while React hydrates a page the server drew as
// it does after. zustand's hooks read `getInitialState()` while hydrating: the state before storage
// was read (what a server would hold), so a form filled from the store (a wizard's step after a
// reload) started empty and stayed so. With the stored state, a page the server drew differently
// (signed out, no saved step) no longer matches and React draws it again, from the stored state.

interface PersistedStore {
  getState: () => unknown;
  getInitialState: () => unknown;
}

/** `store`, whose hooks read its current state while hydrating too. */
export function readStoredWhileHydrating<T extends PersistedStore>(store: T): T {
  store.getInitialState = store.getState;
  return store;
}
