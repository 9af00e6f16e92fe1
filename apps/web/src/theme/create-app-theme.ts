import { createTheme, type Theme } from '@mui/material/styles';
// `theme.vars` typed as always there: the theme is built with CSS variables (createAppTheme).
import type {} from '@mui/material/themeCssVarsAugmentation';
import { BREAKPOINTS, PAGE_BACKGROUND, THEME_ATTRIBUTE, TOOLTIP } from '@dawa/contract';
import type { ThemeMode } from '../stores/app-store.ts';

// One brand theme in two modes (docs/design.md#brand): clinical teal-green primary, warm amber secondary,
// Inter with Noto Sans Ethiopic for Amharic, 8 px grid, 10–12 px corners, the spec's breakpoints
// and tooltip delays.

export const BRAND = {
  primary: { light: '#0F766E', dark: '#2DD4BF' },
  secondary: { light: '#B45309', dark: '#FBBF24' },
} as const;

// "Inter Fallback" (font-fallback.css) stands in while Inter loads; Noto Sans Ethiopic covers only
// Ethiopic code points, so Latin text never reaches the faces after the fallback.
export const FONT_FAMILY =
  '"Inter Variable", "Noto Sans Ethiopic Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The palette of one theme: brand colours, tuned status colours, surfaces and text. */
function paletteOf(mode: ThemeMode) {
  const dark = mode === 'dark';
  return {
    primary: { main: BRAND.primary[mode], contrastText: dark ? '#042F2E' : '#FFFFFF' },
    secondary: { main: BRAND.secondary[mode], contrastText: dark ? '#451A03' : '#FFFFFF' },
    // MUI's defaults tuned to ≥ 4.5:1 on our surfaces (docs/design.md#brand): its light warning orange and
    // info blue, and its dark error red, fall short as chip and button text.
    ...(dark
      ? { error: { main: '#F87171' } }
      : { warning: { main: '#C2410C' }, info: { main: '#0277BD' } }),
    background: { default: PAGE_BACKGROUND[mode], paper: dark ? '#111D20' : '#FFFFFF' },
    text: dark
      ? { primary: '#E6EEEE', secondary: '#A3B5B5' }
      : { primary: '#0F1F1E', secondary: '#4B5F5E' },
    divider: dark ? 'rgba(230,238,238,0.12)' : 'rgba(15,31,30,0.12)',
  };
}

/**
 * The app's one theme, with a light and a dark colour scheme. Both schemes' colours are CSS
 * variables in one style sheet (MUI's CSS theme variables), picked by THEME_ATTRIBUTE on <html>,
 * so one drawing of a page serves either theme: the document's first script sets the attribute
 * before anything is painted (the API's platform/prerender.ts, THEME_SCRIPT), and the app keeps it
 * on the stored theme (app-theme-provider.tsx). Components never read the mode in JavaScript (the
 * theme object is always the light one): colours come from `theme.vars`, and what differs by
 * theme goes through `theme.applyStyles('dark', …)`.
 */
export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: THEME_ATTRIBUTE },
    colorSchemes: {
      light: { palette: paletteOf('light') },
      dark: { palette: paletteOf('dark') },
    },
    breakpoints: { values: { ...BREAKPOINTS } },
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
        styleOverrides: (theme) => ({
          body: { fontFeatureSettings: '"cv11"', WebkitFontSmoothing: 'antialiased' },
          'table, .tabular-nums': { fontVariantNumeric: 'tabular-nums' },
          ':focus-visible': {
            outline: `2px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
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
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${theme.vars.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      // Initials on an avatar without a picture: the brand colour, not MUI's pale grey (1.9:1).
      MuiAvatar: {
        styleOverrides: {
          colorDefault: ({ theme }) => ({
            backgroundColor: theme.vars.palette.primary.main,
            color: theme.vars.palette.primary.contrastText,
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

/**
 * `style` for the dark theme only, where a style object cannot reach the theme (a constant `sx`):
 * the selector `theme.applyStyles('dark', style)` writes.
 */
export const inDarkTheme = <Style extends object>(style: Style) =>
  ({ [`*:where([${THEME_ATTRIBUTE}="dark"]) &`]: style }) as const;

/** Body class that mirrors the stored theme (docs/product.md#app-shell: "mirrored to a class on <body>"). */
export const themeBodyClass = (mode: ThemeMode): string => `theme-${mode}`;

export function applyThemeToBody(mode: ThemeMode, body: HTMLElement = document.body): void {
  body.classList.remove(themeBodyClass('light'), themeBodyClass('dark'));
  body.classList.add(themeBodyClass(mode));
  // The attribute MUI's provider keeps too (THEME_ATTRIBUTE): set here at once, before React runs.
  document.documentElement.setAttribute(THEME_ATTRIBUTE, mode);
}
