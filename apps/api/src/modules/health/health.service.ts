import {
  PRODUCT_NAME,
  type THealthResponse,
  type TPublicConfig,
  type TReadyResponse,
} from '@dawa/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { APP_VERSION } from '../../platform/version.ts';

/** Liveness: the process answers. Says nothing about the database, so orchestrators do not restart on a DB blip. */
export function getHealth(): THealthResponse {
  return { status: 'ok', version: APP_VERSION, uptimeSeconds: Math.floor(process.uptime()) };
}

/** Readiness: the database answers `SELECT 1`; a load balancer stops routing here while it does not. */
export async function getReadiness(db: Database): Promise<TReadyResponse> {
  try {
    await db.ping();
  } catch (cause) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The database is not reachable. Please try again shortly.',
      { cause },
    );
  }
  return { status: 'ready', database: 'up' };
}

/** What the web reads at start: configuration only, never a secret. */
export function getPublicConfig(config: AppConfig): TPublicConfig {
  return {
    productName: PRODUCT_NAME,
    city: config.CITY,
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleIssuer: config.GOOGLE_ISSUER,
    requestSource: config.REQUEST_SOURCE,
    forbiddenRedirect: config.FORBIDDEN_REDIRECT,
    sessionTimeoutMs: config.SESSION_TIMEOUT_MS,
    pageGateMs: config.PAGE_GATE_MS,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
  };
}
