import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertChromium } from './chromium.ts';

export default function globalSetup(): void {
  assertChromium();
  const server = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
  const web = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(server) || !existsSync(web)) {
    throw new Error(
      'The product is not built: run `npm run build` (or `npm run test:e2e`, which builds first).',
    );
  }
}
