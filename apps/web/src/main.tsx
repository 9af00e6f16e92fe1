import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/noto-sans-ethiopic/index.css';
import './theme/font-fallback.css';
import { App, firstPageLoaded } from './app/app.tsx';
import { useAppStore } from './stores/app-store.ts';
import { applyThemeToBody } from './theme/create-app-theme.ts';

// The stores hydrate synchronously from local storage, so the body gets its theme class before the
// first paint: no flash of the wrong theme on reload.
applyThemeToBody(useAppStore.getState().theme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Rendered once the first page's code is here (loaded or failed): React draws the page in one pass.
// A callback, not a top-level await: the page modules import this module's chunk, and would wait
// for its evaluation, which would wait for them.
// In a transition, React renders the first page in slices of a few milliseconds and lets the
// browser breathe between them, instead of one long task that a slow phone cannot interrupt.
void firstPageLoaded.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
