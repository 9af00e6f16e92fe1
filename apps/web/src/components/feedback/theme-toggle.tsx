import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTheme } from '@mui/material/styles';
import { useAppStore } from '../../stores/app-store.ts';

export function ThemeToggle() {
  // The theme the page is drawn in, not the store's: the server draws a page in the theme the
  // browser told it, which its store does not know, and a button taken over from a dark drawing
  // would keep the light one's label and icon (React does not correct attributes it takes over).
  const theme = useTheme().palette.mode;
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    // A native title, not MUI's Tooltip: this button is on the first page, Popper is not worth its weight there.
    <IconButton aria-label={label} title={label} onClick={toggleTheme} color="inherit">
      {theme === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
