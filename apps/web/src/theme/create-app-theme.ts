import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, PAGE_BACKGROUND, STORAGE_KEYS, TOOLTIP } from '@dawa/contract';
import { setCookie } from '../lib/cookies.ts';
import type { ThemeMode } from '../stores/app-store.ts';

// One brand theme in two modes (DESIGN.md): clinical teal-green primary, warm amber secondary,
// Inter with Noto Sans Ethiopic for Amharic, 8 px grid, 10–12 px corners, the spec's breakpoints
// and tooltip delays.

export const BRAND = {
  primary: { light: '#0F766E', dark: '#2DD4BF' },
  secondary: { light: '#B45309', dark: '#FBBF24' },
} as const;

// "Inter Fallback" (font-fallback.css) stands in while Inter loads; Noto Sans Ethiopic covers only
// Ethiopic code points, so Latin text never reaches the faces after the fallback.
const FONT_FAMILY =
  '"Inter Variable", "Noto Sans Ethiopic Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      primary: { main: BRAND.primary[mode], contrastText: dark ? '#042F2E' : '#FFFFFF' },
      secondary: { main: BRAND.secondary[mode], contrastText: dark ? '#451A03' : '#FFFFFF' },
      // MUI's defaults tuned to ≥ 4.5:1 on our surfaces (DESIGN.md): its light warning orange and
      // info blue, and its dark error red, fall short as chip and button text.
      ...(dark
        ? { error: { main: '#F87171' } }
        : { warning: { main: '#C2410C' }, info: { main: '#0277BD' } }),
      background: { default: PAGE_BACKGROUND[mode], paper: dark ? '#111D20' : '#FFFFFF' },
      text: dark
        ? { primary: '#E6EEEE', secondary: '#A3B5B5' }
        : { primary: '#0F1F1E', secondary: '#4B5F5E' },
      divider: dark ? 'rgba(230,238,238,0.12)' : 'rgba(15,31,30,0.12)',
    },
    shape: { borderRadius: 10 },
    spacing: 8,
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.375rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFeatureSettings: '"cv11"', WebkitFontSmoothing: 'antialiased' },
          'table, .tabular-nums': { fontVariantNumeric: 'tabular-nums' },
          ':focus-visible': { outline: `2px solid ${BRAND.primary[mode]}`, outlineOffset: 2 },
        },
      },
      MuiTooltip: {
        defaultProps: {
          enterDelay: TOOLTIP.enterDelayMs,
          leaveTouchDelay: TOOLTIP.leaveTouchDelayMs,
          arrow: true,
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // ButtonBase resets `outline` on every button, which hid the ring on filled buttons: the
      // keyboard's focus gets the same ring as any focusable element, clear of the fill.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${BRAND.primary[mode]}`, outlineOffset: 2 },
          },
        },
      },
      // Initials on an avatar without a picture: the brand colour, not MUI's pale grey (1.9:1).
      MuiAvatar: {
        styleOverrides: {
          colorDefault: ({ theme }) => ({
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
          }),
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 12 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      // Links inside text are underlined: told apart from it without relying on colour.
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}

/** Body class that mirrors the stored theme (spec section 2: "toggled by a body class"). */
export const themeBodyClass = (mode: ThemeMode): string => `theme-${mode}`;

export function applyThemeToBody(mode: ThemeMode, body: HTMLElement = document.body): void {
  body.classList.remove(themeBodyClass('light'), themeBodyClass('dark'));
  body.classList.add(themeBodyClass(mode));
  document.documentElement.style.colorScheme = mode;
  // The server pre-renders a visitor's page in this theme next time (platform/prerender.ts).
  setCookie(STORAGE_KEYS.themeCookie, mode, 60 * 60 * 24 * 365, 'Lax');
}
