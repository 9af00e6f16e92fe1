import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev`: Vite serves the app and proxies /api to the API (`npm run dev -w @dawa/api`, port 3000).
// `npm run build`: dist/ is what the API serves in `npm start`; every route is its own chunk (React.lazy).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The first page's JavaScript budget is 170 KB gzip; Vite's warning is about raw size.
    chunkSizeWarningLimit: 600,
  },
});
