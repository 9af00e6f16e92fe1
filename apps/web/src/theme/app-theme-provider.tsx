import { useLayoutEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useAppStore } from '../stores/app-store.ts';
import { applyThemeToBody, createAppTheme } from './create-app-theme.ts';

interface AppThemeProviderProps {
  children: ReactNode;
}

// One theme object for the app's life: both colour schemes are CSS variables in it, so switching
// theme changes an attribute on <html>, not the theme React renders (create-app-theme.ts).
const appTheme = createAppTheme();

/**
 * MUI's provider told the stored theme. The store is the one record of the person's choice (it
 * persists it): MUI keeps none of its own (`storageManager={null}`), starts in the stored theme,
 * so its first effect sets the attribute the document's script already set, never the other one,
 * and follows every change of the store (ThemeFollowsStore).
 */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ThemeProvider
      theme={appTheme}
      storageManager={null}
      // Read once, as MUI does: on the server the store's default, which nothing paints.
      defaultMode={useAppStore.getState().theme}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <ThemeFollowsStore />
      {children}
    </ThemeProvider>
  );
}

/** Keeps MUI's colour scheme and the body class on the stored theme, before the browser paints. */
function ThemeFollowsStore() {
  const mode = useAppStore((state) => state.theme);
  const { setMode } = useColorScheme();
  useLayoutEffect(() => {
    setMode(mode);
    applyThemeToBody(mode);
  }, [mode, setMode]);
  return null;
}
