import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../theme/create-app-theme.ts';

const theme = createAppTheme();

/**
 * The app's theme around a component under test, as the app always has it: components read its
 * CSS variables (`theme.vars`, theme/create-app-theme.ts), which MUI's default theme lacks.
 * `render(ui, { wrapper: WithAppTheme })`.
 */
export function WithAppTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
