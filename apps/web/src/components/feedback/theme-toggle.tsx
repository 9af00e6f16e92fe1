import { useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useAppStore, type ThemeMode } from '../../stores/app-store.ts';
import { inDarkTheme } from '../../theme/create-app-theme.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

const storedTheme = () => useAppStore.getState().theme;
// A drawing on the server serves either theme (theme/create-app-theme.ts): it names no theme.
const drawnTheme = (): ThemeMode | null => null;

// Each icon shows in the theme it leaves: picked by CSS, right from the first paint of a drawing.
const SHOWN_IN_LIGHT = { display: 'inline-block', ...inDarkTheme({ display: 'none' }) };
const SHOWN_IN_DARK = { display: 'none', ...inDarkTheme({ display: 'inline-block' }) };

export function ThemeToggle() {
  // The label names the theme it switches to: the store's, once the app runs the page (a server's
  // drawing is taken over with its neutral-case label, then given the right one).
  const theme = useSyncExternalStore(useAppStore.subscribe, storedTheme, drawnTheme);
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const t = useWords(layoutWords);
  const label = theme === 'dark' ? t('toLightTheme') : t('toDarkTheme');
  return (
    // A native title, not MUI's Tooltip: this button is on the first page, Popper is not worth its weight there.
    <IconButton aria-label={label} title={label} onClick={toggleTheme} color="inherit">
      <DarkModeOutlined sx={SHOWN_IN_LIGHT} />
      <LightModeOutlined sx={SHOWN_IN_DARK} />
    </IconButton>
  );
}
