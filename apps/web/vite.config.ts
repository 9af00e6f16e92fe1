import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { muiThemeWithoutCssVars } from './build/mui-theme-without-css-vars.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { startAppAfterFirstPaint } from './build/start-app-after-first-paint.ts';
import { preloadMissingOnly } from './build/preload-missing-only.ts';
import { routePreloads } from './build/route-preloads.ts';

// `npm run dev`: Vite serves the app and proxies /api to the API (`npm run dev -w @dawa/api`, port 3000).
// `npm run build`: dist/ is what the API serves in `npm start`; every route is its own chunk
// (app/routes.tsx).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const preload = preloadMissingOnly();

export default defineConfig({
  plugins: [
    react(),
    muiThemeWithoutCssVars(),
    preload.plugin,
    inlineEntryCss(),
    startAppAfterFirstPaint(),
    routePreloads(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  build: {
    target: 'es2022',
    // Preload with a lazy chunk only what is not loaded already (build/preload-missing-only.ts).
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    sourcemap: process.env.ANALYZE === '1',
    // The first page's JavaScript budget is 170 KB gzip; Vite's warning is about raw size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Hash-only names: every import statement and preload list names its chunks, and readable
        // names cost the first page ~3.4 KB gzip. ANALYZE=1 builds keep them for reading the output.
        chunkFileNames:
          process.env.ANALYZE === '1' ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // What every page needs, in one file: React, the router, the styling engine and state.
            // One file compresses better and costs one request, where the default split made a
            // dozen tiny shared chunks. A group takes every matching module the app uses, lazy
            // pages included, so it lists only packages the first page needs whole (MUI and
            // TanStack Query are left to the default split for that reason).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|zustand|react-is|hoist-non-react-statics)[\\/]/,
              priority: 10,
            },
            // MUI's styling core and the few components every marketplace page draws, with
            // TanStack Query: one file instead of ~40 chunks under 1 KB gzip that the default
            // split made of them (each a request and its headers). Components only some pages
            // use (dialogs, menus, text fields) stay with the pages that use them.
            {
              name: 'ui-core',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](esm[\\/])?(styles|utils|internal|zero-styled|DefaultPropsProvider|ButtonBase|Button|IconButton|Typography|Box|Paper|Container|Stack|Toolbar|Link|SvgIcon|CircularProgress|Card|CardContent|CardActionArea|Skeleton|useMediaQuery)[\\/]|@mui[\\/]icons-material[\\/](esm[\\/])?utils|@tanstack|clsx|@babel[\\/]runtime)/,
              priority: 5,
            },
            // What the marketplace's pages (home, search, a listing) share: the listing card, grid,
            // filters and list states, with the icons they draw. Left to the default split, they
            // were ~15 chunks under 2 KB on the first page, each a request with its headers; the
            // icons every other page shares with home were six more (0.5 KB each).
            {
              name: 'marketplace',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]listing[\\/](listing-(card|grid|format)|price-(filter|scale)|category-chips|save-button|search-input)|components[\\/]list[\\/](empty-state|error-state|skeleton-block|use-search-param)|components[\\/]form[\\/]api-errors|lib[\\/](posts|visually-hidden))\.tsx?$|@mui[\\/]icons-material[\\/](esm[\\/])?(Storefront|SearchOff|LocalShipping|LocalPharmacy|LocalHospital)Outlined\./,
              priority: 3,
            },
            // Everything else the entry imports statically (the route table, the marketplace
            // layout, the stores, the first requests): one file, where the default split made a
            // dozen chunks under 1 KB gzip of modules the lazy pages share with it. A phone on
            // HTTP/1.1 fetches six files at a time; every extra file on the first page costs a
            // round trip there.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
