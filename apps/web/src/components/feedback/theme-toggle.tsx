import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useAppStore } from '../../stores/app-store.ts';

export function ThemeToggle() {
  const theme = useAppStore((s) => s.theme);
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    // A native title, not MUI's Tooltip: this button is on the first page, Popper is not worth its weight there.
    <IconButton aria-label={label} title={label} onClick={toggleTheme} color="inherit">
      {theme === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
