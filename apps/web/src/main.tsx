import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/noto-sans-ethiopic/index.css';
import './theme/font-fallback.css';
import { PRERENDERED_ATTRIBUTE } from '@dawa/contract';
import { App, firstPageLoaded } from './app/app.tsx';
import { useAppStore } from './stores/app-store.ts';
import { useAuthStore } from './stores/auth-store.ts';
import { applyThemeToBody } from './theme/create-app-theme.ts';

// The stores hydrate synchronously from local storage, so the body gets its theme class before the
// first paint: no flash of the wrong theme on reload.
applyThemeToBody(useAppStore.getState().theme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Whether the server's drawing of this page (a visitor's, platform/prerender.ts) is what the app
 * would draw: nobody signed in (the drawing is a visitor's page) and no #fragment in the address
 * (the server never sees one; Google's answer comes in it). The theme does not matter: a drawing
 * carries both (theme/create-app-theme.ts). Then React takes the drawing over (hydrates) instead
 * of drawing it again; otherwise it draws over it.
 */
function drawingFits(element: HTMLElement): boolean {
  return (
    element.hasAttribute(PRERENDERED_ATTRIBUTE) &&
    useAuthStore.getState().userInfo === null &&
    window.location.hash === ''
  );
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Rendered once the first page's code is here (loaded or failed): React draws the page in one pass.
// A callback, not a top-level await: the page modules import this module's chunk, and would wait
// for its evaluation, which would wait for them.
void firstPageLoaded.then(() => {
  if (drawingFits(root)) {
    // A drawing that turns out different after all (a time shown as "5 min ago" that became 6)
    // is drawn again by React, as if it had not been there: told in the root's data and as a
    // warning, not as an error (the person sees the right page).
    hydrateRoot(root, app, {
      onRecoverableError: (error) => {
        root.dataset.hydration = 'redrawn';
        console.warn('The page was drawn again while taking over the server’s drawing:', error);
      },
    });
    return;
  }
  // In a transition, React renders the first page in slices of a few milliseconds and lets the
  // browser breathe between them, instead of one long task that a slow phone cannot interrupt.
  startTransition(() => createRoot(root).render(app));
});
