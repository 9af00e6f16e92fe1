import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Dawa's theme is MUI's CSS theme variables with a light and a dark colour scheme
// (src/theme/create-app-theme.ts), but the mode is the app's own: its store decides it and sets
// data-theme on <html> (the document's first script, then applyThemeToBody). MUI's ThemeProvider
// hands a theme with colour schemes to its CssVarsProvider, which manages a mode of its own (local
// storage, matchMedia listeners, a script to inject) that Dawa never uses: ≈ 3 KB gzip on every
// first page. Inside MUI, ThemeProvider resolves to its plain twin, which provides the theme as it
// is; the app writes the theme's style sheet itself (app-theme-provider.tsx). If an MUI upgrade
// moves the file, the build fails here rather than silently growing the first page.

const MUI = /[\\/]@mui[\\/]/;
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]([^\\/]+)$/;
const SWAPS: Readonly<Record<string, string>> = {
  'ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

export function muiThemeProviderWithoutModes(): Plugin {
  const swapped = new Set<string>();
  return {
    name: 'dawa:mui-theme-provider-without-modes',
    // Dev serves MUI pre-bundled by the dependency optimizer, which plugins do not reach: there the
    // provider is MUI's own, told the same mode (it reads the theme's default colour scheme).
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !MUI.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && MUI_STYLES.exec(resolved.id)?.[1];
      const twin = file && SWAPS[file];
      if (!resolved || !file || !twin) return resolved;
      swapped.add(file);
      return { ...resolved, id: join(dirname(resolved.id), twin) };
    },
    buildEnd(error) {
      if (error) return;
      const missing = Object.keys(SWAPS).filter((file) => !swapped.has(file));
      if (missing.length > 0) {
        this.error(
          `MUI no longer imports ${missing.join(', ')} as expected; review ${import.meta.filename}`,
        );
      }
    },
  };
}
