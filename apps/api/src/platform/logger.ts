import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { EnvConfig } from '../config.ts';

/** pino options: JSON lines everywhere, pretty only for a developer watching a terminal. */
export function loggerOptions(config: EnvConfig): NonNullable<FastifyServerOptions['logger']> {
  const isPretty =
    config.NODE_ENV === 'development' && process.stdout.isTTY && isInstalled('pino-pretty');
  return {
    level: config.LOG_LEVEL,
    ...(isPretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    }),
  };
}

// pino-pretty is a dev dependency: an install without dev dependencies falls back to JSON lines
// instead of crashing at start.
function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
