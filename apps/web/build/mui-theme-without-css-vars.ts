import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Dawa's two themes are plain MUI themes switched by a body class (spec section 2); MUI's
// CSS-variables mode is never used. Yet MUI's `createTheme` and `ThemeProvider` import that mode's
// whole machinery whatever the theme (≈ 23 KB raw, 7 KB gzip on the first page). For a theme
// without `cssVariables` or `colorSchemes` both modules only hand over to their plain twins, so we
// resolve them to those twins directly. If an MUI upgrade moves the files, the build fails here
// rather than silently growing the first page.

const MUI = /[\\/]@mui[\\/]/;
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]([^\\/]+)$/;
const SWAPS: Readonly<Record<string, string>> = {
  'createTheme.mjs': 'createThemeNoVars.mjs',
  'ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

export function muiThemeWithoutCssVars(): Plugin {
  const swapped = new Set<string>();
  return {
    name: 'dawa:mui-theme-without-css-vars',
    // Dev serves MUI pre-bundled by the dependency optimizer, which plugins do not reach.
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
