import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, type Location } from 'react-router';

// What the data router's <ScrollRestoration> did: a new page opens at its top (or at its #hash),
// Back and Forward return to where the user was. Positions are kept per history entry and survive
// a reload of the tab (sessionStorage).

const STORAGE_KEY = 'dawa-scroll-positions';
type Positions = Record<string, number>;
let positions: Positions | null = null;

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

const saved = (): Positions => (positions ??= read());

/** Called as a navigation starts, while the page being left is still on screen. */
export function rememberScroll(key: string): void {
  saved()[key] = window.scrollY;
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
  } catch {
    // Storage full or denied: Back still works within this page load.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false; // not a decodable id
  }
}

/** Runs once the new page is on screen (after the navigation's transition commits). */
export function useScrollRestoration(location: Location, action: NavigationType): void {
  const firstRender = useRef(true);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      rememberScroll(location.key);
      persist();
      // A reload or a visit elsewhere gets the browser's own restoration back.
      window.history.scrollRestoration = 'auto';
    };
    // Back into this page from the browser's page cache: ours again.
    const onPageShow = () => (window.history.scrollRestoration = 'manual');
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [location.key]);
  const shownPath = useRef(location.pathname);
  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // The first page is drawn by the browser as loaded; nothing to restore or reset yet.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A page writing its own filters into the address (a search box's ?q=) stays where it is.
    if (action === NavigationType.Replace && samePage) return;
    const position = action === NavigationType.Pop ? saved()[location.key] : undefined;
    if (position !== undefined) window.scrollTo(0, position);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location, action]);
}
