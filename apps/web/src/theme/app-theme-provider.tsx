import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppStore, type ThemeMode } from '../stores/app-store.ts';
import { applyThemeToBody, createAppTheme } from './create-app-theme.ts';

interface AppThemeProviderProps {
  children: ReactNode;
  /** The theme a server-side drawing of the page is in (entry-server.tsx); the store's otherwise. */
  drawnTheme?: ThemeMode;
}

const storedTheme = () => useAppStore.getState().theme;

/** Follows the stored theme: MUI palette and the body class change together. */
export function AppThemeProvider({ children, drawnTheme }: AppThemeProviderProps) {
  // The server draws in the theme the browser told it (drawnTheme), which its store cannot know.
  const mode = useSyncExternalStore(
    useAppStore.subscribe,
    storedTheme,
    () => drawnTheme ?? storedTheme(),
  );
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => applyThemeToBody(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
