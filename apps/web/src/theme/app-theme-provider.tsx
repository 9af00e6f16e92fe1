import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useAppStore } from '../stores/app-store.ts';
import { applyThemeToBody, createAppTheme } from './create-app-theme.ts';

interface AppThemeProviderProps {
  children: ReactNode;
}

// One theme object for the app's life: both colour schemes are CSS variables in it, so switching
// theme changes an attribute on <html>, not the theme React renders (create-app-theme.ts).
const appTheme = createAppTheme();
// Both schemes' variables, by the attribute's selector: the same style sheet whatever the theme.
const themeVariables = appTheme.generateStyleSheets();

/**
 * The theme, its variables and the page's base styles. The mode is the app's own: the store is the
 * one record of the person's choice, and ThemeFollowsStore puts it on <html> (MUI's own mode
 * machinery is left out of the build: build/mui-theme-provider-without-modes.ts). The variables
 * come first, so a page the server drew carries them before anything they colour.
 */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ThemeProvider
      theme={appTheme}
      // Read by MUI's own provider only where the build does not leave it out (the dev server, unit
      // tests): no mode of its own to store, and the store's at start, as the attribute already is.
      storageManager={null}
      defaultMode={useAppStore.getState().theme}
    >
      <GlobalStyles styles={themeVariables} />
      <CssBaseline enableColorScheme />
      <ThemeFollowsStore />
      {children}
    </ThemeProvider>
  );
}

const storedTheme = () => useAppStore.getState().theme;

/** Keeps the theme attribute and the body class on the stored theme, before the browser paints. */
function ThemeFollowsStore() {
  // The stored theme while React takes a drawing over too: the store's hook would read its state
  // before storage there (the device's preference), and paint a frame in it for a person who chose
  // the other theme. Nothing is drawn from it, so the server's value never has to match.
  const mode = useSyncExternalStore(useAppStore.subscribe, storedTheme, storedTheme);
  useLayoutEffect(() => applyThemeToBody(mode), [mode]);
  return null;
}
