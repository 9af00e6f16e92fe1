import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { muiThemeProviderWithoutModes } from './build/mui-theme-provider-without-modes.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { startAppAfterFirstPaint } from './build/start-app-after-first-paint.ts';
import { preloadMissingOnly } from './build/preload-missing-only.ts';
import { routePreloads } from './build/route-preloads.ts';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';

// `npm run dev`: Vite serves the app and proxies /api to the API (`npm run dev -w @dawa/api`, port 3000).
// `npm run build`: dist/ is what the API serves in `npm start`; every route is its own chunk
// (app/routes.tsx).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const preload = preloadMissingOnly();

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    muiThemeProviderWithoutModes(),
    preload.plugin,
    inlineEntryCss(),
    startAppAfterFirstPaint(),
    routePreloads(),
  ],
  // The server's pre-render (src/entry-server.tsx, `vite build --ssr`) is one self-contained file:
  // the API imports it without resolving the web's packages, and MUI is bundled as in the browser.
  ssr: { noExternal: true },
  // ... with React's build chosen by the build's mode, not by NODE_ENV at run time: the server
  // would otherwise run React's development build, which draws several times slower.
  define: isSsrBuild
    ? {
        'process.env.NODE_ENV': JSON.stringify(
          mode === 'development' ? 'development' : 'production',
        ),
      }
    : {},
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
    // The first page's JavaScript budget is 150 KB as delivered (bench/README.md); Vite's warning
    // is about raw size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Hash-only names: every import statement and preload list names its chunks, and readable
        // names cost the first page ~3.4 KB gzip. ANALYZE=1 builds keep them for reading the output.
        chunkFileNames:
          process.env.ANALYZE === '1' ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // Which modules share a file: build/chunk-groups.ts.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
}));
