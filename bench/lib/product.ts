import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_JS = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface RunningProduct {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /api/ready. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'dawa-bench-'));
export const randomPort = (): number => 5100 + Math.floor(Math.random() * 800);

/** Starts the built product as `npm run serve` does and waits until it is ready. */
export async function startProduct(opts: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningProduct> {
  const port = opts.port ?? randomPort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_JS], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // No secrets given: the server generates them into the throw-away DATA_DIR, as on a first
      // `npm start` (later starts on the same dir read them back).
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error('server not ready within 120 s');
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyAfterMs = performance.now() - started;
  return {
    url,
    process: child,
    readyAfterMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
