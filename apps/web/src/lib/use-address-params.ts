import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate, useSearchParams } from 'react-router';

export interface AddressWriteOptions {
  /** Replace the current history entry instead of adding one (typing, a corrected pick). */
  replace?: boolean;
  preventScrollReset?: boolean;
}

/** Derives the next address from the live one; return it unchanged to write nothing. */
export type AddressChange = (live: URLSearchParams) => URLSearchParams;

/** The same parameters, whatever order they were written in. */
const canonical = (params: URLSearchParams): string => {
  const copy = new URLSearchParams(params);
  copy.sort();
  return copy.toString();
};

/**
 * A page's filters in the address (`?q=…&sort=…`), written from the address as it is *now*.
 *
 * React Router's `setSearchParams(fn)` hands `fn` the parameters of the last render. Navigations
 * here run in a transition (app/app-router.tsx), so the render can lag behind the address, and two
 * writes before it catches up each start from the old address: both add a history entry, and the
 * second drops the first's change. That is how a sort applied twice in one moment (the choice made
 * before the app ran, applied on mount, and the change event for the same choice) left two equal
 * entries, and Back seemed to do nothing (search-visitor.spec, "the link and Back keep both").
 *
 * So every write starts from the history's live location, and a write that changes nothing adds
 * no entry. A page that is being left (the address already shows another path) writes nothing.
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const navigate = useNavigate();

  const write = useCallback(
    (change: AddressChange, options: AddressWriteOptions = {}) => {
      // The app's navigator is the history itself (browser, or memory on the server), which
      // knows its location before React renders it.
      const live =
        (navigator as { location?: { pathname: string; search: string } }).location ??
        window.location;
      if (live.pathname !== pathname) return;
      const current = new URLSearchParams(live.search);
      const next = change(new URLSearchParams(current));
      if (canonical(next) === canonical(current)) return;
      void navigate(`?${next.toString()}`, options);
    },
    [navigator, navigate, pathname],
  );

  return [params, write] as const;
}
