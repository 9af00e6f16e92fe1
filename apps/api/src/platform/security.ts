import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { API_PREFIX } from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { CounterStore } from './counters/counter-store.ts';
import { rateLimitStoreOf } from './counters/rate-limit-store.ts';
import { AppError } from './errors.ts';
import { THEME_SCRIPT_HASH } from './prerender.ts';
import { clientAddress } from './rate-limits.ts';

// Google Identity Services (One Tap and the sign-in button, issue 3) loads a script, a stylesheet
// and an iframe from here and calls back to it.
const GOOGLE_SIGN_IN = 'https://accounts.google.com';

// Headers that only mean something on a document the browser renders (an HTML page): a script,
// a stylesheet or a JSON answer gains nothing from them, and on every hashed asset of the first
// page they cost ~1 KB each on the wire.
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
// API answers keep a policy that forbids everything, should one be opened as a page or framed.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What the modules hand the security headers at build time (the platform knows no module). */
export interface SecurityInputs {
  /** The origin browsers PUT uploads to (the S3 bucket), or null when uploads go to the API. */
  uploadOrigin: string | null;
}

/**
 * Headers, CORS and the rate-limit machinery, registered before any route. Every limit counts in
 * `counters` (Redis when REDIS_URL is set), like the sign-in throttle.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  counters: CounterStore,
  { uploadOrigin: uploads }: SecurityInputs,
): Promise<void> {
  // The browser reads the sign-in issuer's discovery document (Google's, or a test provider's).
  const issuerOrigin = new URL(config.GOOGLE_ISSUER).origin;
  const connectSrc = [
    ...new Set(["'self'", GOOGLE_SIGN_IN, issuerOrigin, ...(uploads === null ? [] : [uploads])]),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // And the one inline script: the theme set before the document is painted.
        scriptSrc: ["'self'", GOOGLE_SIGN_IN, THEME_SCRIPT_HASH],
        // MUI styles through emotion, which injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_SIGN_IN],
        // Image URLs redirect to the bucket (or S3_PUBLIC_URL), which may be plain http on a LAN.
        imgSrc: [
          ...new Set([
            "'self'",
            'data:',
            'blob:',
            'https:',
            ...(uploads === null ? [] : [uploads]),
            ...(config.S3_PUBLIC_URL === null ? [] : [new URL(config.S3_PUBLIC_URL).origin]),
          ]),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        frameSrc: [GOOGLE_SIGN_IN],
        frameAncestors: ["'none'"],
        // Helmet's default would upgrade every asset to https and break the app served over plain
        // http on a pharmacy's local network; HSTS covers the deployments that do have TLS.
        upgradeInsecureRequests: null,
      },
    },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // The Google sign-in popup must be able to post its answer back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Helmet writes its headers on every response; only documents keep the full set. Static files
  // and API answers keep nosniff, the resource policy and HSTS (and the API a deny-all CSP).
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) return done(null, payload);
    for (const name of DOCUMENT_ONLY) reply.raw.removeHeader(name);
    if (request.url.startsWith(API_PREFIX)) reply.raw.setHeader('content-security-policy', API_CSP);
    done(null, payload);
  });

  // Closed unless CORS_ORIGINS names origins: the web app is served from the API's own origin.
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });

  // Opt-in per route (`config: { rateLimit: { max, timeWindow } }`): sign-in, OTP and the like.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(counters),
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
}
