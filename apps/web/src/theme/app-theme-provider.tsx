import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppStore } from '../stores/app-store.ts';
import { applyThemeToBody, createAppTheme } from './create-app-theme.ts';

/** Follows the stored theme: MUI palette and the body class change together. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppStore((s) => s.theme);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => applyThemeToBody(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
