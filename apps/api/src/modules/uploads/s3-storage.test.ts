import {
  UPLOAD_MESSAGES,
  type TErrorResponse,
  type TPresignBulkResponse,
  type TPresignResponse,
  type TUploadedFile,
  type TUploadResponse,
} from '@dawa/contract';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigError } from '../../config.ts';
import { databases, testConfig, useTestApp, type TestEnv } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import {
  buildUploadsApp,
  declare,
  errorMessage as error,
  jpegWithExif,
  png,
  SVG,
  uploadMultipart,
} from '../../test/uploads.ts';
import { createStorage } from './create-storage.ts';
import { INCOMING_PREFIX, presignUrl } from './s3-storage.ts';
import {
  S3_TEST_CREDENTIALS,
  S3_TEST_REGION,
  startS3TestServer,
  type S3TestServer,
} from './s3-test-server.ts';
import { uploadKey, type Storage } from './storage.ts';
import { sha256Base64 } from './uploads.service.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const s3Env = (): TestEnv => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: S3_TEST_REGION,
  S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});

describe('S3 configuration', () => {
  it('demands the keys with S3_BUCKET, and origins for the URLs', () => {
    expect(testConfig().S3_BUCKET).toBeNull();
    const problems = (env: TestEnv) => {
      try {
        testConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.variable);
      }
    };
    expect(problems({ S3_BUCKET: 'b' })).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(problems({ ...s3Env(), S3_ENDPOINT: 'https://s3.example/path' })).toEqual([
      'S3_ENDPOINT',
    ]);
    expect(problems({ ...s3Env(), S3_PUBLIC_URL: 'ftp://cdn' })).toEqual(['S3_PUBLIC_URL']);
    expect(problems({ UPLOADS_PER_HOUR: '0' })).toEqual(['UPLOADS_PER_HOUR']);
    expect(testConfig({ ...s3Env(), S3_PUBLIC_URL: 'https://cdn.example/x/' }).S3_PUBLIC_URL).toBe(
      'https://cdn.example/x',
    );
  });
});

describe('presignUrl (SigV4 query signing)', () => {
  it('reproduces the presigned URL of AWS’s published S3 example', async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html, "An example".
    const url = await presignUrl({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      signedAt: new Date('2013-05-24T00:00:00Z'),
      expiresInSeconds: 86_400,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    });
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs every header of an upload, content type, length and checksum included', async () => {
    const { storage } = createStorage(testConfig(s3Env()));
    const bytes = await png(10, 10);
    const key = uploadKey(randomUUID(), randomUUID());
    const { url, headers } = await storage.createUploadUrl({
      key,
      userId: randomUUID(),
      contentType: 'image/png',
      size: bytes.length,
      checksum: sha256Base64(bytes),
      expiresAt: new Date(Date.now() + 900_000),
    });
    const query = new URL(url).searchParams;
    expect(new URL(url).pathname).toBe(`/${s3.bucket}/${INCOMING_PREFIX}${key}`);
    expect(query.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;x-amz-checksum-sha256;x-amz-meta-sha256',
    );
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect(headers).toEqual({
      'content-type': 'image/png',
      'x-amz-checksum-sha256': sha256Base64(bytes),
      'x-amz-meta-sha256': sha256Base64(bytes),
    });
  });
});

/** The same behaviour from both drivers, through the Storage interface. */
describe.each(['local', 's3'] as const)('Storage behaviour (%s driver)', (driver) => {
  let storage: Storage;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-storage-'));
    const env = driver === 's3' ? s3Env() : {};
    storage = createStorage(testConfig({ ...env, DATA_DIR: dataDir })).storage;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const files = async () => ({
    original: { body: await png(20, 10), contentType: 'image/png' as const },
    display: { body: await png(12, 6), contentType: 'image/webp' as const },
    thumb: { body: await png(4, 2), contentType: 'image/webp' as const },
  });

  it('saves, reads back, and knows a finished upload exists', async () => {
    const key = uploadKey(randomUUID(), randomUUID());
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.complete(key)).toBe(false);
    expect(await storage.read(key, 'original')).toBeNull();
    const saved = await files();
    await storage.save(key, saved);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.complete(key)).toBe(true);
    const original = await storage.read(key, 'original');
    expect(original?.contentType).toBe('image/png');
    expect(original?.body.equals(saved.original.body)).toBe(true);
    expect((await storage.read(key, 'thumb'))?.contentType).toBe('image/webp');
    expect((await storage.read(key, 'display'))?.body.equals(saved.display.body)).toBe(true);
  });

  it('shows the original where an upload stored before display sizes has none', async () => {
    const key = uploadKey(randomUUID(), randomUUID());
    const { original, thumb } = await files();
    // What a save wrote before the display size existed.
    await storage.save(key, { original, thumb } as Parameters<Storage['save']>[1]);
    expect((await storage.read(key, 'display'))?.body.equals(original.body)).toBe(true);
    if (storage.redirectUrl)
      expect(await storage.redirectUrl(key, 'display')).toMatch(new RegExp(`${key}/original`));
  });

  it('maps its own file URLs back to keys and nothing else', () => {
    const key = uploadKey(randomUUID(), randomUUID());
    expect(storage.publicUrl(key, 'original')).toBe(`/api/files/${key}`);
    expect(storage.keyFromUrl(storage.publicUrl(key, 'original'))).toBe(key);
    for (const url of [
      storage.publicUrl(key, 'thumb'),
      `https://evil.example/api/files/${key}`,
      `/api/files/${key}?x=1`,
      `/api/files/uploads/../../etc/passwd`,
      `/api/files/${key.toUpperCase()}`,
      `/api/${key}`,
      '',
    ]) {
      expect(storage.keyFromUrl(url), url).toBeNull();
    }
  });

  it('answers false, never throws, for malformed keys', async () => {
    for (const key of ['', '../etc/passwd', 'uploads/x/y', `uploads/${randomUUID()}`]) {
      expect(await storage.exists(key)).toBe(false);
    }
  });
});

describe.each(databases())('uploads on the S3 driver (%s)', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let token: string;
  let userId: string;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, dataDir, token, userId } = await buildUploadsApp(ctx, 's3seller', s3Env()));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const signed = async (bytes: Buffer, fileType = 'image/jpeg', on = app) => {
    const res = await on.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url',
      payload: declare(bytes, fileType),
      ...as(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPresignResponse>();
  };
  const put = (ticket: TPresignResponse, body: Buffer, headers = ticket.headers) =>
    fetch(ticket.uploadUrl, { method: 'PUT', headers, body });
  /** A GET of an API file URL, following its redirect to the bucket. */
  const download = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 302) return { status: res.statusCode, res, body: res.rawPayload };
    const location = res.headers.location ?? '';
    const file = await fetch(location);
    return { status: file.status, res, file, body: Buffer.from(await file.arrayBuffer()) };
  };
  const rawExists = async (key: string) =>
    (await s3.direct.fetch(s3.directUrl(`${INCOMING_PREFIX}${key}`), { method: 'HEAD' })).ok;
  /** Bytes put straight into the bucket, as a store that checks no signature would let through. */
  const putRaw = async (key: string, body: Buffer, type: string, checksum: string) => {
    const res = await s3.direct.fetch(s3.directUrl(`${INCOMING_PREFIX}${key}`), {
      method: 'PUT',
      body,
      headers: { 'content-type': type, 'x-amz-meta-sha256': checksum },
    });
    expect(res.status).toBe(200);
  };

  it('round-trips: presign, PUT to the bucket, then the first GET checks, re-encodes and redirects', async () => {
    const bytes = await jpegWithExif();
    const ticket = await signed(bytes);
    expect(ticket.uploadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/incoming/`)).toBe(true);
    expect(ticket).toMatchObject({
      key: expect.stringMatching(new RegExp(`^uploads/${userId}/[0-9a-f-]{36}$`)) as string,
      url: `/api/files/${ticket.key}`,
      thumbnailUrl: `/api/files/${ticket.key}/thumb`,
    });
    expect((await put(ticket, bytes)).status).toBe(200);
    expect(await rawExists(ticket.key)).toBe(true);

    const file = await download(ticket.url);
    expect(file.res.statusCode).toBe(302);
    expect(file.res.headers.location).toMatch(
      new RegExp(`^${s3.endpoint}/${s3.bucket}/${ticket.key}/original\\?X-Amz-`),
    );
    expect(file.status).toBe(200);
    const stored = await sharp(file.body).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([48, 64]);
    // The raw bytes are gone once finished; the thumbnail is there.
    expect(await rawExists(ticket.key)).toBe(false);
    const thumb = await download(ticket.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.body).metadata()).format).toBe('webp');
  });

  it('finishes on POST /uploads/complete, for the owner only, and answers the file URLs', async () => {
    const bytes = await png(30, 20);
    const ticket = await signed(bytes, 'image/png');
    expect((await put(ticket, bytes)).status).toBe(200);
    const other = await createSignedInUser(app, ctx.db, { name: 'other' });
    const complete = (who: string) =>
      app.inject({
        method: 'POST',
        url: '/api/uploads/complete',
        payload: { key: ticket.key },
        ...as(who),
      });
    expect((await complete(other.token)).statusCode).toBe(404);
    const res = await complete(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TUploadedFile>()).toEqual({
      name: ticket.key,
      url: ticket.url,
      thumbnailUrl: ticket.thumbnailUrl,
    });
    expect(await rawExists(ticket.key)).toBe(false);
    expect((await complete(token)).statusCode).toBe(200);
    // Presigned but never uploaded: nothing to finish.
    const never = await signed(bytes, 'image/png');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/uploads/complete',
      payload: { key: never.key },
      ...as(token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused by the store when any signed part of the upload is altered', async () => {
    const bytes = await png(20, 20);
    const ticket = await signed(bytes, 'image/png');
    const url = new URL(ticket.uploadUrl);
    const altered = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return { ...ticket, uploadUrl: copy.href };
    };
    const sameLength = Buffer.from(bytes);
    sameLength.writeUInt8(
      sameLength.readUInt8(sameLength.length - 20) ^ 0xff,
      sameLength.length - 20,
    );
    const attempts: [string, Promise<Response>][] = [
      ['other bytes', put(ticket, sameLength)],
      ['fewer bytes', put(ticket, bytes.subarray(0, -1))],
      ['another type', put(ticket, bytes, { ...ticket.headers, 'content-type': 'image/jpeg' })],
      [
        'another checksum',
        put(ticket, sameLength, {
          ...ticket.headers,
          'x-amz-checksum-sha256': sha256Base64(sameLength),
          'x-amz-meta-sha256': sha256Base64(sameLength),
        }),
      ],
      [
        'another key',
        put(
          altered((u) => (u.pathname = u.pathname.replace(/[0-9a-f-]{36}$/, randomUUID()))),
          bytes,
        ),
      ],
      [
        'a later expiry',
        put(
          altered((u) => u.searchParams.set('X-Amz-Expires', '604800')),
          bytes,
        ),
      ],
    ];
    for (const [what, attempt] of attempts) expect((await attempt).status, what).toBe(403);
    expect(await rawExists(ticket.key)).toBe(false);
    expect((await put(ticket, bytes)).status).toBe(200);
  });

  it('is refused by the store once the URL has expired', async () => {
    const bytes = await png(20, 20);
    const earlier = await ctx.build({
      env: { ...s3Env(), DATA_DIR: dataDir },
      now: () => new Date(Date.now() - 15 * 60_000 - 1000),
    });
    const ticket = await signed(bytes, 'image/png', earlier);
    expect((await put(ticket, bytes)).status).toBe(403);
  });

  it.each([
    ['an SVG', SVG, 'image/jpeg', sha256Base64(SVG), 415, UPLOAD_MESSAGES.notAnImage],
    ['a PNG declared as JPEG', 'png', 'image/jpeg', null, 415, UPLOAD_MESSAGES.typeMismatch],
    [
      'bytes unlike their checksum',
      'png',
      'image/png',
      sha256Base64(SVG),
      400,
      UPLOAD_MESSAGES.checksumMismatch,
    ],
    ['an SVG content type', 'png', 'image/svg+xml', null, 415, UPLOAD_MESSAGES.notAnImage],
  ] as const)(
    'drops %s that reached the bucket: the first GET answers the error, then 404',
    async (_name, content, type, checksum, status, message) => {
      const body = content === 'png' ? await png(20, 20) : content;
      const key = uploadKey(userId, randomUUID());
      await putRaw(key, body, type, checksum ?? sha256Base64(body));
      const first = await app.inject({ method: 'GET', url: `/api/files/${key}` });
      expect(first.statusCode).toBe(status);
      expect(error(first)).toBe(message);
      expect(await rawExists(key)).toBe(false);
      expect((await app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);
    },
  );

  it('uploads by multipart into the bucket; presigns in bulk; no local PUT target', async () => {
    const image = await png(40, 30);
    const res = await uploadMultipart(app, token, [
      { field: 'file', name: 'a.png', type: 'image/png', body: image },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json<TUploadResponse>().files;
    const served = await download(file!.url);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).format).toBe('png');

    const bulk = await app.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url-bulk',
      payload: { uploads: [declare(image, 'image/png'), declare(image, 'image/png')] },
      ...as(token),
    });
    const tickets = bulk.json<TPresignBulkResponse>().uploads;
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) expect((await put(ticket, image)).status).toBe(200);
    for (const ticket of tickets) expect((await download(ticket.thumbnailUrl)).status).toBe(200);

    const local = await app.inject({
      method: 'PUT',
      url: `/api/${uploadKey(userId, randomUUID())}`,
      payload: image,
      headers: { 'content-type': 'image/png' },
    });
    expect(local.statusCode).toBe(404);
  });

  it('lets the web app PUT to the bucket and show images from it (CSP)', async () => {
    const lan = await ctx.build({
      env: {
        ...s3Env(),
        S3_FORCE_PATH_STYLE: 'false',
        S3_ENDPOINT: 'http://minio.lan:9000',
        S3_PUBLIC_URL: 'http://cdn.lan/dawa',
      },
    });
    // The policy travels with documents (the web app's pages), not with API answers.
    const page = await lan.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/dawa-test\.minio\.lan:9000/);
    expect(csp).toMatch(/img-src [^;]*http:\/\/dawa-test\.minio\.lan:9000 http:\/\/cdn\.lan;/);
  });

  it('redirects to S3_PUBLIC_URL when set', async () => {
    const cdn = await ctx.build({
      env: { ...s3Env(), DATA_DIR: dataDir, S3_PUBLIC_URL: 'https://cdn.example/dawa/' },
    });
    const bytes = await png(20, 20);
    const ticket = await signed(bytes, 'image/png', cdn);
    expect((await put(ticket, bytes)).status).toBe(200);
    const res = await cdn.inject({ method: 'GET', url: ticket.thumbnailUrl });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example/dawa/${ticket.key}/thumb`);
  });
});

describe.each(databases())('upload rate limits (%s)', (database) => {
  const ctx = useTestApp(database);

  it('answers 429 with a message past the hourly limit, per user, on every upload route', async () => {
    const app = await ctx.build({ env: { UPLOADS_PER_HOUR: '3' } });
    const [first, second] = [
      await createSignedInUser(app, ctx.db, { name: 'busy' }),
      await createSignedInUser(app, ctx.db, { name: 'calm' }),
    ];
    const one = declare(await png(10, 10), 'image/png');
    const presign = (token: string) =>
      app.inject({ method: 'POST', url: '/api/get-pre-signed-url', payload: one, ...as(token) });
    const bulk = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/get-pre-signed-url-bulk',
        payload: { uploads: [one, one] },
        ...as(token),
      });
    const multipart = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: Buffer.from('--b--\r\n'),
        headers: { ...as(token).headers, 'content-type': 'multipart/form-data; boundary=b' },
      });

    const statuses = [];
    for (const send of [presign, bulk, presign, presign])
      statuses.push((await send(first.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await bulk(first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<TErrorResponse>()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many uploads\. Please try again in \d+ minutes\.$/,
      ) as string,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await multipart(first.token)).statusCode).toBe(429);
    // Invalid requests are refused before they count.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/get-pre-signed-url',
          payload: { ...one, fileType: 'image/gif' },
          ...as(second.token),
        })
      ).statusCode,
    ).toBe(400);
    // Another user has an allowance of their own.
    expect((await presign(second.token)).statusCode).toBe(200);
    expect((await multipart(second.token)).statusCode).toBe(400);
    expect((await bulk(second.token)).statusCode).toBe(200);
    expect((await presign(second.token)).statusCode).toBe(429);
  });
});
