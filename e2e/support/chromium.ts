import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet on a closed network (docs/stack.md#pitfall-7). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or CHROMIUM_PATH; never a browser downloaded by Playwright. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function assertChromium(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install Debian's browser with \`apt-get install -y chromium\`, ` +
        'or point CHROMIUM_PATH at a Chromium binary. (Playwright browser downloads are not used.)',
    );
  }
}
