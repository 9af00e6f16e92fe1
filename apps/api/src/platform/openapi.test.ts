import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import type { RouteAccess } from './access.ts';
import { API_DOCS_CSP } from './openapi.ts';
import { routesOf } from './route-table.ts';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
}

// Every module's routes appear in the document (the dev outbox too, outside production).
const DOCUMENTED_PATHS = [
  '/api/au',
  '/api/config',
  '/api/health',
  '/api/ready',
  '/api/login',
  '/api/signup',
  '/api/send-otp-verification-code',
  '/api/verify-otp',
  '/api/send-email-reset-password',
  '/api/reset-password',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/me',
  '/api/tenants',
  '/api/tenants/mine',
  '/api/tenants/current',
  '/api/tenants/{id}/members',
  '/api/tenants/{id}/members/{userId}',
  '/api/dev/outbox',
  '/api/user/detail',
  '/api/user/settings',
  '/api/user/{id}',
  '/api/user/employee',
  '/api/users',
  '/api/users/{id}/status',
];

describe.each(databases())('OpenAPI (%s)', (driver) => {
  const t = useTestApp(driver);

  it('serves an OpenAPI 3.1 document generated from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Dawa API', version: expect.any(String) });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(DOCUMENTED_PATHS));
    expect(Object.keys(doc.paths['/api/au']!)).toEqual(['post']);
    // Every operation documents its success and error bodies with JSON schemas.
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const operation of Object.values(operations)) {
        // One success status, or two where a call creates or replaces (PUT /shop: 200 or 201).
        const statuses = Object.keys(operation.responses).sort();
        const successes = statuses.filter((status) => /^2\d\d$/.test(status));
        expect(statuses.slice(successes.length), path).toEqual(['4XX', '5XX']);
        expect(successes.length, path).toBeGreaterThanOrEqual(1);
        expect(successes.length, path).toBeLessThanOrEqual(2);
        for (const response of Object.values(operation.responses)) {
          // Exports answer a file on success: CSV, XLSX or PDF (docs/exports.md); errors are JSON.
          // A report answers JSON, or with `format` the file (docs/reports.md).
          const csv = response.content?.['text/csv'];
          if (csv !== undefined) {
            expect(path, 'text/csv only for exports and reports').toMatch(
              /\/export(\.csv)?$|^\/api\/reports\//,
            );
            for (const [type, file] of Object.entries(response.content ?? {}))
              expect(file.schema, path).toMatchObject({
                type: type === 'application/json' ? 'object' : 'string',
              });
            continue;
          }
          expect(response.content?.['application/json']?.schema, path).toMatchObject({
            type: 'object',
          });
        }
      }
    }
    const auBody = (
      doc.paths['/api/au']!.post as unknown as {
        requestBody: { content: Record<string, { schema: unknown }> };
      }
    ).requestBody;
    expect(auBody.content['application/json']?.schema).toMatchObject({ required: ['input'] });
  });

  it('documents the Idempotency-Key header on exactly the routes declared idempotent', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const withHeader = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          (operation.parameters ?? []).some(
            (p) => p.in === 'header' && p.name === 'idempotency-key',
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const declared = routesOf(t.app)
      .filter((route) => route.config?.idempotent)
      .flatMap((route) =>
        [route.method].flat().map((m) => `${m} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      );
    expect(declared).toContain('POST /api/post');
    expect(withHeader.sort()).toEqual(declared.sort());
  });

  it('serves interactive docs at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    // swagger-ui may redirect the bare prefix to its index page.
    const html =
      page.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: page.headers.location! })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('swagger-ui');
  });
});

/** `GET /api/user/{id}` for each operation of the document. */
const documentedOperations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** The same for every API route a client may call: not hidden from the document, not the docs' own. */
const callableOperations = (app: FastifyInstance) =>
  routesOf(app)
    .filter((route) => route.url.startsWith('/api/'))
    .filter((route) => route.schema?.hide !== true)
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );

const accessOf = (route: { config?: unknown }) =>
  (route.config as { access?: RouteAccess } | undefined)?.access;

/** The docs page and the path it was served at (swagger-ui may redirect the bare prefix). */
async function docsPage(app: FastifyInstance) {
  const first = await app.inject({ method: 'GET', url: '/api/docs', remoteAddress: '203.0.113.9' });
  if (first.statusCode !== 302) return { page: first, path: '/api/docs' };
  const path = first.headers.location!;
  return {
    page: await app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' }),
    path,
  };
}

describe.each(databases())('API documentation in production (%s, decision 015)', (driver) => {
  const t = useTestApp(driver);

  it('is public by default and documents exactly the routes clients may call: nothing internal', async () => {
    const app = await t.build({ env: { NODE_ENV: 'production' } });
    // Another machine, no token: anyone may read it.
    const res = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    const documented = documentedOperations(res.json<OpenApiDocument>());
    expect(documented.sort()).toEqual(callableOperations(app).sort());
    expect(documented).toEqual(expect.arrayContaining(['POST /api/login', 'GET /api/auth/me']));
    // No development aid exists in production, so none is documented.
    expect(documented.filter((op) => op.includes('/api/dev/'))).toEqual([]);
    expect(routesOf(app).filter((route) => accessOf(route)?.kind === 'devOnly')).toEqual([]);
    // What production leaves out is there in test mode (the dev aids are on in t.app).
    expect(documentedOperations((await t.app.inject('/api/openapi.json')).json())).toContain(
      'GET /api/dev/outbox',
    );
  });

  it('serves its page under a policy of its own: its own files, calls to this API only, never framed', async () => {
    const app = await t.build({ env: { NODE_ENV: 'production' } });
    const { page, path } = await docsPage(app);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(API_DOCS_CSP);
    for (const directive of [
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "default-src 'none'",
    ])
      expect(API_DOCS_CSP).toContain(directive);
    // Every script and stylesheet the page names is served from here.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const url = new URL(asset, `http://localhost${path}`);
      expect(url.origin, asset).toBe('http://localhost');
      const file = await app.inject({ method: 'GET', url: url.pathname });
      expect(file.statusCode, asset).toBe(200);
    }
  });

  it('API_DOCS=off: neither the document nor its page exists, the API itself answers', async () => {
    const app = await t.build({ env: { NODE_ENV: 'production', API_DOCS: 'off' } });
    for (const url of [
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-ui-bundle.js',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: string }>().code, url).toBe('NOT_FOUND');
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
