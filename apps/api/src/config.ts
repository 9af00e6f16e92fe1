import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isValidUrl,
  PAGE_GATE_MS,
  REQUEST_SOURCE_DEFAULT,
  SESSION_TIMEOUT_DEFAULT_MS,
  UPLOAD_MAX_BYTES,
} from '@dawa/contract';
import { z } from 'zod';
import { ACCESS_TOKEN_SECRET_MIN_BYTES } from './platform/auth/access-tokens.ts';
import { GOOGLE_ISSUER as GOOGLE_ISSUER_DEFAULT } from './platform/auth/google-id-token.ts';
import { OTP_PEPPER_MIN_BYTES } from './platform/auth/one-time-codes.ts';

// Both defaults are relative to this file so they hold from src/ (tsx, vitest) and from the
// bundled dist/server.js alike: each sits one level below apps/api.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Every environment variable the API reads: default and meaning (the README's configuration table). */
export const ENV_VARIABLES = {
  NODE_ENV: {
    default: 'production',
    meaning:
      'production | development | test. Development aids (the mail outbox page, reset codes in answers) exist only in development and test, and answer only to loopback clients',
  },
  HOST: { default: '127.0.0.1', meaning: 'Interface to listen on (0.0.0.0 for every interface)' },
  PORT: { default: '3000', meaning: 'HTTP port' },
  DATA_DIR: {
    default: './data',
    meaning:
      'Folder for embedded data (PGlite under DATA_DIR/pglite, uploads), private to the server user (0700, files 0600); relative to the working directory',
  },
  DATABASE_URL: {
    default: '(unset)',
    meaning: 'postgres:// URL of server PostgreSQL; unset = embedded PGlite',
  },
  DATABASE_POOL_MAX: { default: '10', meaning: 'Maximum connections in the PostgreSQL pool' },
  REDIS_URL: {
    default: '(unset)',
    meaning:
      'redis:// URL shared by every API instance: holds the rate-limit and sign-in throttle counters (unset = each instance counts in its own memory); later also realtime fan-out',
  },
  LOG_LEVEL: { default: 'info', meaning: 'fatal | error | warn | info | debug | trace | silent' },
  CITY: { default: 'Addis', meaning: 'City the marketplace serves (shown by the web app)' },
  SUPPORT_EMAIL: {
    default: '(unset)',
    meaning:
      'E-mail address of the platform team, shown on /help as a mailto: link; unset = Help says no contact is configured',
  },
  SUPPORT_PHONE: {
    default: '(unset)',
    meaning:
      'Phone number of the platform team (digits, spaces, +, -), shown on /help as a tel: link; unset = not shown',
  },
  CORS_ORIGINS: {
    default: '(empty)',
    meaning: 'Comma-separated origins allowed to call the API cross-origin; empty = none',
  },
  BODY_LIMIT_BYTES: { default: '1048576', meaning: 'Largest request body accepted (bytes)' },
  TRUST_PROXY: {
    default: 'false',
    meaning:
      'true (trust every proxy) | false | comma-separated proxy IPs/CIDRs to trust for X-Forwarded-*',
  },
  GOOGLE_CLIENT_ID: {
    default: '(unset)',
    meaning: 'Google OAuth client id for sign-in; unset hides Google sign-in',
  },
  GOOGLE_ISSUER: {
    default: 'https://accounts.google.com',
    meaning:
      'OpenID issuer whose ID tokens POST /api/login accepts (discovery + JWKS); tests point it at a local provider',
  },
  AUTH_TOKEN_SECRET: {
    default: '(generated into the database)',
    meaning:
      'At least 32 bytes signing access tokens and upload URLs; unset = a random one made by the first instance to start on the database and kept there (platform_secrets), read by every instance on it',
  },
  OTP_PEPPER: {
    default: '(generated into the database)',
    meaning:
      'At least 32 bytes keying the hashes of e-mailed one-time codes; unset = generated and kept like AUTH_TOKEN_SECRET',
  },
  SMTP_URL: {
    default: '(unset)',
    meaning:
      'smtp:// or smtps:// URL (credentials URL-encoded) for outgoing mail; unset = mail is kept in the outbox table and logged',
  },
  MAIL_FROM: { default: 'Dawa <no-reply@dawa.local>', meaning: 'From header of outgoing mail' },
  ADMIN_EMAILS: {
    default: '(empty)',
    meaning:
      'Comma-separated e-mails that are platform administrators once verified (the first administrators)',
  },
  PUBLIC_URL: {
    default: 'http://127.0.0.1:3000',
    meaning: 'Origin users reach the web app at; used in links inside e-mails (invitations)',
  },
  REQUEST_SOURCE: {
    default: 'dashboard',
    meaning: 'Value the web sends in the x-request-source header',
  },
  FORBIDDEN_REDIRECT: { default: '/', meaning: 'Where the web sends the browser after a 403' },
  SESSION_TIMEOUT_MS: {
    default: '1800000',
    meaning: 'Inactivity before the web signs the user out (ms)',
  },
  PAGE_GATE_MS: {
    default: '1000',
    meaning: 'Longest the web page gate blocks on a route change (ms)',
  },
  WEB_DIST_DIR: {
    default: 'apps/web/dist',
    meaning:
      'Built web app served by the API (its pre-renderer is read from dist-server/ beside it)',
  },
  MIGRATIONS_DIR: { default: 'apps/api/drizzle', meaning: 'SQL migrations applied at start' },
  API_DOCS: {
    default: 'public',
    meaning:
      'public = anyone may read the OpenAPI document (/api/openapi.json) and its page (/api/docs); off = both answer 404 (decision 015)',
  },
  UPLOAD_MAX_BYTES: {
    default: '10485760',
    meaning: 'Largest image a user may upload (bytes); at most 10 MB, the limit the web shows',
  },
  UPLOAD_MAX_PIXELS: {
    default: '40000000',
    meaning: 'Largest image (width × height) accepted, checked before decoding (pixel bombs)',
  },
  UPLOAD_URL_TTL_SECONDS: {
    default: '900',
    meaning: 'How long a signed upload URL stays valid (seconds)',
  },
  UPLOADS_PER_HOUR: {
    default: '60',
    meaning:
      'Upload requests (presign, bulk presign, multipart upload) one user may make per hour; then 429',
  },
  PAGE_HINT_MS: {
    default: '150',
    meaning:
      "How long a public page's document waits for its hints (the first screen's photo; for a visitor, the API's answers to the page's first requests) before it goes without them",
  },
  UPLOAD_ORPHAN_DAYS: {
    default: '7',
    meaning:
      'Local disk: uploads no listing, shop logo or category uses are removed once this many days old (0 = keep all)',
  },
  S3_BUCKET: {
    default: '(unset)',
    meaning: 'S3-compatible bucket for uploaded images; unset = local disk under DATA_DIR/uploads',
  },
  S3_ENDPOINT: {
    default: '(AWS: https://s3.<region>.amazonaws.com)',
    meaning: 'http(s) origin of the S3-compatible store (MinIO, R2, ...)',
  },
  S3_REGION: { default: 'us-east-1', meaning: 'Region the S3 requests are signed for' },
  S3_ACCESS_KEY_ID: { default: '(required with S3_BUCKET)', meaning: 'S3 access key id' },
  S3_SECRET_ACCESS_KEY: { default: '(required with S3_BUCKET)', meaning: 'S3 secret access key' },
  S3_FORCE_PATH_STYLE: {
    default: 'false',
    meaning: 'true = <endpoint>/<bucket>/<key> URLs (MinIO and most self-hosted stores)',
  },
  S3_PUBLIC_URL: {
    default: '(unset)',
    meaning:
      'Public base URL of the bucket (CDN); unset = images are read through short presigned GETs',
  },
} as const;

export type EnvVariable = keyof typeof ENV_VARIABLES;

/** The secrets: from the environment, else from the database (stored-secrets.ts), never from the code. */
export const SECRET_VARIABLES = ['AUTH_TOKEN_SECRET', 'OTP_PEPPER'] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];
export type Secrets = Record<SecretVariable, string>;

export const SECRET_MIN_BYTES = Math.max(ACCESS_TOKEN_SECRET_MIN_BYTES, OTP_PEPPER_MIN_BYTES);

/** Long enough to sign tokens and key code hashes (HS256 wants the full 256-bit MAC key). */
export function isStrongSecret(value: string): boolean {
  return Buffer.byteLength(value) >= SECRET_MIN_BYTES;
}

const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max);
const urlWithProtocol = (protocols: RegExp, expected: string) =>
  z.url({ protocol: protocols, error: `must be a ${expected} URL` });

const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  const addresses = splitList(value);
  // A CIDR is an address, a slash and a prefix length.
  const bad = addresses.filter((a) => isIP(a.split('/')[0] ?? '') === 0);
  if (bad.length === 0) return addresses;
  ctx.addIssue({
    code: 'custom',
    message: `must be true, false or IP addresses/CIDRs (bad: ${bad.join(', ')})`,
  });
  return z.NEVER;
});

const corsOrigins = z.string().transform((value, ctx) => {
  const origins = splitList(value);
  for (const origin of origins) {
    if (!isOrigin(origin))
      ctx.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin like https://example.com`,
      });
  }
  return origins;
});

// A secret shorter than an HS256 MAC key / the OTP pepper minimum is guessable offline.
const secret = z.string().refine(isStrongSecret, {
  message: `must be at least ${SECRET_MIN_BYTES} bytes (e.g. \`openssl rand -base64 48\`)`,
});

const adminEmails = z.string().transform((value, ctx) => {
  const emails = splitList(value).map((e) => e.toLowerCase());
  const bad = emails.filter((e) => !z.email().safeParse(e).success);
  if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `not e-mails: ${bad.join(', ')}` });
  return emails;
});

const ZEnv = z.object({
  // Production unless told otherwise: a plain `npm start` must never expose the development aids.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65_535).default(3000),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => resolve(process.cwd(), dir)),
  DATABASE_URL: urlWithProtocol(/^postgres(ql)?$/, 'postgres://').optional(),
  DATABASE_POOL_MAX: int(1, 1000).default(10),
  REDIS_URL: urlWithProtocol(/^rediss?$/, 'redis://').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CITY: z.string().min(1).default('Addis'),
  SUPPORT_EMAIL: z.email().nullable().default(null),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, 'a phone number: digits, spaces, +, - and ( )')
    .nullable()
    .default(null),
  CORS_ORIGINS: corsOrigins.default([]),
  BODY_LIMIT_BYTES: int(1).default(1_048_576),
  TRUST_PROXY: trustProxy.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).nullable().default(null),
  GOOGLE_ISSUER: urlWithProtocol(/^https?$/, 'http(s)://').default(GOOGLE_ISSUER_DEFAULT),
  AUTH_TOKEN_SECRET: secret.optional(),
  OTP_PEPPER: secret.optional(),
  SMTP_URL: urlWithProtocol(/^smtps?$/, 'smtp:// or smtps://')
    .nullable()
    .default(null),
  MAIL_FROM: z.string().min(3).default('Dawa <no-reply@dawa.local>'),
  ADMIN_EMAILS: adminEmails.default([]),
  PUBLIC_URL: z
    .string()
    .refine(isOrigin, 'must be an origin like https://dawa.example (no path)')
    .default('http://127.0.0.1:3000'),
  REQUEST_SOURCE: z.string().min(1).default(REQUEST_SOURCE_DEFAULT),
  FORBIDDEN_REDIRECT: z
    .string()
    .refine(
      (v) => v.startsWith('/') || isValidUrl(v),
      'must be a path starting with / or an http(s) URL',
    )
    .default('/'),
  SESSION_TIMEOUT_MS: int(1).default(SESSION_TIMEOUT_DEFAULT_MS),
  PAGE_GATE_MS: int(0).default(PAGE_GATE_MS),
  WEB_DIST_DIR: z
    .string()
    .default(DEFAULT_WEB_DIST_DIR)
    .transform((dir) => resolve(process.cwd(), dir)),
  MIGRATIONS_DIR: z
    .string()
    .default(DEFAULT_MIGRATIONS_DIR)
    .transform((dir) => resolve(process.cwd(), dir)),
  // The API is the contract other clients build on: documented in the open unless turned off.
  API_DOCS: z.enum(['public', 'off']).default('public'),
  UPLOAD_MAX_BYTES: int(1, UPLOAD_MAX_BYTES).default(UPLOAD_MAX_BYTES),
  UPLOAD_MAX_PIXELS: int(1).default(40_000_000),
  UPLOAD_URL_TTL_SECONDS: int(1, 7 * 24 * 3600).default(900),
  UPLOADS_PER_HOUR: int(1).default(60),
  UPLOAD_ORPHAN_DAYS: int(0, 3650).default(7),
  PAGE_HINT_MS: int(0, 60_000).default(150),
  S3_BUCKET: z.string().min(1).nullable().default(null),
  S3_ENDPOINT: z
    .string()
    .refine(isOrigin, 'must be an origin like https://s3.example.com (no path)')
    .nullable()
    .default(null),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).nullable().default(null),
  S3_SECRET_ACCESS_KEY: z.string().min(1).nullable().default(null),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_PUBLIC_URL: urlWithProtocol(/^https?$/, 'http(s)://')
    .transform((url) => url.replace(/\/+$/, ''))
    .nullable()
    .default(null),
});

const ZConfig = ZEnv.superRefine((env, ctx) => {
  if (env.S3_BUCKET !== null) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env[name] === null)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
    }
  }
});

/** The environment as parsed: a secret left unset is undefined until withSecrets fills it in. */
export type EnvConfig = z.output<typeof ZConfig>;

/** What the app runs on: every secret present. */
export type AppConfig = Omit<EnvConfig, SecretVariable> & Secrets;

export interface ConfigProblem {
  variable: string;
  problem: string;
}

/** Thrown by loadConfig with every bad variable at once, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at start. Empty variables count as unset (a blank line in a .env
 * file). Pure: unset secrets stay undefined here, and stored-secrets.ts (which reads and writes
 * them in the database) or a test's own values complete the config with withSecrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv): EnvConfig {
  const known = Object.fromEntries(
    Object.keys(ENV_VARIABLES).map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const result = ZConfig.safeParse(known);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      problem: issue.message,
    })),
  );
}

/** The config with its secrets: the environment's where set, else `fallback`'s (stored or a test's). */
export function withSecrets(config: EnvConfig, fallback: Partial<Secrets>): AppConfig {
  const secret = (name: SecretVariable): string => {
    const value = config[name] ?? fallback[name];
    if (value === undefined) throw new Error(`${name} is neither set nor given`);
    return value;
  };
  return {
    ...config,
    AUTH_TOKEN_SECRET: secret('AUTH_TOKEN_SECRET'),
    OTP_PEPPER: secret('OTP_PEPPER'),
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** An http(s) origin: scheme, host and optional port, nothing else. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
