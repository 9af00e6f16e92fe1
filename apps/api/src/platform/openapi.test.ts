import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';

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
          // The audit log's CSV exports answer text/csv on success (their errors are JSON).
          const csv = response.content?.['text/csv'];
          if (csv !== undefined) {
            expect(path, 'text/csv only for exports').toMatch(/\/export\.csv$/);
            expect(csv.schema, path).toMatchObject({ type: 'string' });
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
