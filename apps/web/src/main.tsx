import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/noto-sans-ethiopic/index.css';
import './theme/font-fallback.css';
import { App } from './app/app.tsx';
import { useAppStore } from './stores/app-store.ts';
import { applyThemeToBody } from './theme/create-app-theme.ts';

// The stores hydrate synchronously from local storage, so the body gets its theme class before the
// first paint: no flash of the wrong theme on reload.
applyThemeToBody(useAppStore.getState().theme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
