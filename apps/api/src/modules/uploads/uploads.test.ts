import {
  UPLOAD_MESSAGES,
  type TPresignBulkResponse,
  type TPresignResponse,
  type TUploadedFile,
  type TUploadResponse,
} from '@dawa/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as } from '../../test/factories.ts';
import {
  buildUploadsApp,
  declare,
  errorMessage as error,
  jpegWithExif,
  multipartBody,
  png,
  SVG,
  uploadMultipart,
  webp,
  type MultipartFile,
} from '../../test/uploads.ts';
import { sha256Base64 } from './uploads.service.ts';

/** A 1×1 PNG whose header claims 20000×20000 (400 MP): a few dozen bytes that would decode to 1.2 GB. */
async function pixelBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height; the CRC covers type + data.
  bytes.writeUInt32BE(20_000, 16);
  bytes.writeUInt32BE(20_000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe.each(databases())('uploads (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    ({ app, dataDir, token, userId } = await buildUploadsApp(ctx, 'seller'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const presign = (body: unknown, who: string | null = token) =>
    app.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url',
      payload: body as object,
      ...as(who),
    });
  const put = (url: string, body: Buffer, contentType = 'image/jpeg', on = app) =>
    on.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
  const signed = async (bytes: Buffer, fileType = 'image/jpeg') => {
    const res = await presign(declare(bytes, fileType));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPresignResponse>();
  };

  it('answers 401 to guests', async () => {
    const bytes = await png(10, 10);
    expect((await presign(declare(bytes), null)).statusCode).toBe(401);
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url-bulk',
      payload: { uploads: [declare(bytes)] },
    });
    expect(bulk.statusCode).toBe(401);
    const upload = await uploadMultipart(app, null, [
      { field: 'file', name: 'a.png', type: 'image/png', body: bytes },
    ]);
    expect(upload.statusCode).toBe(401);
  });

  it.each([
    ['an SVG', { fileType: 'image/svg+xml' }, UPLOAD_MESSAGES.badType],
    ['a GIF', { fileType: 'image/gif' }, UPLOAD_MESSAGES.badType],
    ['a file over 10 MB', { fileSize: 10 * 1024 * 1024 + 1 }, UPLOAD_MESSAGES.tooBig],
    ['a hex checksum', { checksum: 'ab'.repeat(32) }, UPLOAD_MESSAGES.badChecksum],
    ['a short checksum', { checksum: 'abc=' }, UPLOAD_MESSAGES.badChecksum],
  ])('refuses to presign %s', async (_name, change, message) => {
    const res = await presign({ ...declare(await png(10, 10), 'image/png'), ...change });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe(message);
  });

  it('round-trips an image: presign, PUT, then serve it re-encoded without metadata, and a thumbnail', async () => {
    const bytes = await jpegWithExif();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const ticket = await signed(bytes);
    expect(ticket.key).toMatch(new RegExp(`^uploads/${userId}/[0-9a-f-]{36}$`));
    expect(ticket).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      url: `/api/files/${ticket.key}`,
      thumbnailUrl: `/api/files/${ticket.key}/thumb`,
    });
    const ttl = Date.parse(ticket.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const res = await put(ticket.uploadUrl, bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TUploadedFile>()).toEqual({
      name: ticket.key,
      url: ticket.url,
      thumbnailUrl: ticket.thumbnailUrl,
    });

    const file = await app.inject({ method: 'GET', url: ticket.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Turned upright per the EXIF orientation before it was dropped.
    expect([stored.width, stored.height]).toEqual([48, 64]);

    const thumb = await app.inject({ method: 'GET', url: ticket.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
  });

  it('presigns in bulk, in order, and takes octet-stream bodies; thumbnails are 400 px wide', async () => {
    const files = [await png(), await webp()];
    const res = await app.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url-bulk',
      payload: { uploads: [declare(files[0]!, 'image/png'), declare(files[1]!, 'image/webp')] },
      ...as(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { uploads: tickets } = res.json<TPresignBulkResponse>();
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((t) => t.key)).size).toBe(2);
    for (const [i, ticket] of tickets.entries()) {
      const upload = await put(ticket.uploadUrl, files[i]!, 'application/octet-stream');
      expect(upload.statusCode, upload.body).toBe(200);
    }
    const [pngFile, webpFile, pngThumb] = await Promise.all([
      app.inject({ method: 'GET', url: tickets[0]!.url }),
      app.inject({ method: 'GET', url: tickets[1]!.url }),
      app.inject({ method: 'GET', url: tickets[0]!.thumbnailUrl }),
    ]);
    expect(pngFile.headers['content-type']).toBe('image/png');
    expect(webpFile.headers['content-type']).toBe('image/webp');
    expect(await sharp(pngThumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('keeps a display size: a camera photo fits 1200 px in WebP, a small image keeps its size', async () => {
    const [large, small] = [await png(3000, 1600), await png(40, 30)];
    const res = await app.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url-bulk',
      payload: { uploads: [declare(large, 'image/png'), declare(small, 'image/png')] },
      ...as(token),
    });
    const { uploads: tickets } = res.json<TPresignBulkResponse>();
    for (const [i, ticket] of tickets.entries()) {
      const upload = await put(ticket.uploadUrl, [large, small][i]!);
      expect(upload.statusCode, upload.body).toBe(200);
    }
    const display = async (url: string) => {
      const file = await app.inject({ method: 'GET', url: `${url}/display` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      return sharp(file.rawPayload).metadata();
    };
    expect(await display(tickets[0]!.url)).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 640,
    });
    expect(await display(tickets[1]!.url)).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('refuses more than 10 files in one bulk request', async () => {
    const one = declare(await png(10, 10), 'image/png');
    const res = await app.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url-bulk',
      payload: { uploads: Array.from({ length: 11 }, () => one) },
      ...as(token),
    });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe(UPLOAD_MESSAGES.tooManyFiles);
  });

  it('answers 403 when any part of the signed URL is altered', async () => {
    const bytes = await png(20, 20);
    const ticket = await signed(bytes, 'image/png');
    const url = new URL(ticket.uploadUrl, 'http://x');
    const alter = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const sig = url.searchParams.get('signature')!;
    const tampered = [
      alter((u) =>
        u.searchParams.set('signature', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      ),
      alter((u) => u.searchParams.delete('signature')),
      alter((u) => (u.pathname = u.pathname.replace(/[0-9a-f-]{36}$/, randomUUID()))),
      alter((u) => (u.pathname = u.pathname.replace(userId, randomUUID()))),
      alter((u) => u.searchParams.set('size', String(bytes.length + 1))),
      alter((u) => u.searchParams.set('type', 'image/jpeg')),
      alter((u) => u.searchParams.set('checksum', sha256Base64(Buffer.from('other')))),
      alter((u) =>
        u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      ),
      alter((u) => (u.pathname = u.pathname.replace(userId, '..%2F..%2Fetc'))),
    ];
    for (const target of tampered) {
      const res = await put(target, bytes, 'image/png');
      expect(res.statusCode, target).toBe(403);
      expect(error(res)).toBe(UPLOAD_MESSAGES.badSignature);
    }
    // Untouched, it still works.
    expect((await put(ticket.uploadUrl, bytes, 'image/png')).statusCode).toBe(200);
  });

  it('answers 403 once the URL has expired', async () => {
    const bytes = await png(20, 20);
    const ticket = await signed(bytes, 'image/png');
    const later = await ctx.build({
      env: { DATA_DIR: dataDir },
      now: () => new Date(Date.now() + 15 * 60_000 + 1000),
    });
    const res = await put(ticket.uploadUrl, bytes, 'image/png', later);
    expect(res.statusCode).toBe(403);
    expect(error(res)).toBe(UPLOAD_MESSAGES.expired);
    expect((await app.inject({ method: 'GET', url: ticket.url })).statusCode).toBe(404);
  });

  it('holds a lower UPLOAD_MAX_BYTES on presign, PUT and multipart (413 past the limit)', async () => {
    const small = await ctx.build({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '4096' } });
    // Random pixels do not compress: a PNG well over 4 KB.
    const noise = await sharp(randomBytes(48 * 48 * 3), {
      raw: { width: 48, height: 48, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4096);
    const refused = await small.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url',
      payload: declare(noise, 'image/png'),
      ...as(token),
    });
    expect(refused.statusCode).toBe(400);
    expect(error(refused)).toBe('Files can be up to 4 KB');

    // A URL signed for a small file cannot carry a bigger one: the body limit stops it first.
    const tiny = await png(10, 10);
    const ticketRes = await small.inject({
      method: 'POST',
      url: '/api/get-pre-signed-url',
      payload: declare(tiny, 'image/png'),
      ...as(token),
    });
    const ticket = ticketRes.json<TPresignResponse>();
    expect((await put(ticket.uploadUrl, noise, 'image/png', small)).statusCode).toBe(413);
    expect((await put(ticket.uploadUrl, tiny, 'image/png', small)).statusCode).toBe(200);

    const upload = await uploadMultipart(small, token, [
      { field: 'file', name: 'big.png', type: 'image/png', body: noise },
    ]);
    expect(upload.statusCode).toBe(413);
    expect(error(upload)).toBe('Files can be up to 4 KB');
  });

  it('answers 400 when the bytes differ from the declared size or checksum', async () => {
    const bytes = await png(20, 20);
    const ticket = await signed(bytes, 'image/png');
    const sameLength = Buffer.from(bytes);
    const at = sameLength.length - 20;
    sameLength.writeUInt8(sameLength.readUInt8(at) ^ 0xff, at);
    const wrongSum = await put(ticket.uploadUrl, sameLength, 'image/png');
    expect(wrongSum.statusCode).toBe(400);
    expect(error(wrongSum)).toBe(UPLOAD_MESSAGES.checksumMismatch);
    const short = await put(ticket.uploadUrl, bytes.subarray(0, -1), 'image/png');
    expect(short.statusCode).toBe(400);
    expect(error(short)).toBe(UPLOAD_MESSAGES.sizeMismatch);
  });

  it.each([
    ['a GIF', GIF, UPLOAD_MESSAGES.notAnImage],
    ['an SVG', SVG, UPLOAD_MESSAGES.notAnImage],
    ['text', Buffer.from('just some text pretending to be a photo'), UPLOAD_MESSAGES.notAnImage],
  ])('answers 415 to %s declared as a JPEG', async (_name, bytes, message) => {
    const ticket = await signed(bytes);
    const res = await put(ticket.uploadUrl, bytes);
    expect(res.statusCode).toBe(415);
    expect(error(res)).toBe(message);
  });

  it('answers 415 when the real type differs from the declared one', async () => {
    const bytes = await png(20, 20);
    const ticket = await signed(bytes, 'image/jpeg');
    const res = await put(ticket.uploadUrl, bytes);
    expect(res.statusCode).toBe(415);
    expect(error(res)).toBe(UPLOAD_MESSAGES.typeMismatch);
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const bytes = await pixelBomb();
    expect(bytes.length).toBeLessThan(200);
    expect(await sharp(bytes, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const ticket = await signed(bytes, 'image/png');
    const res = await put(ticket.uploadUrl, bytes, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe('image too large');
    expect((await app.inject({ method: 'GET', url: ticket.url })).statusCode).toBe(404);
  });

  it('uploads several images by multipart and serves them', async () => {
    const res = await uploadMultipart(app, token, [
      { field: 'files', name: 'front.jpg', type: 'image/jpeg', body: await jpegWithExif() },
      { field: 'files', name: 'back.png', type: 'image/png', body: await png() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { files } = res.json<TUploadResponse>();
    expect(files.map((f) => f.name)).toEqual(['front.jpg', 'back.png']);
    for (const file of files) {
      expect(file.url).toMatch(new RegExp(`^/api/files/uploads/${userId}/[0-9a-f-]{36}$`));
      const served = await app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: file.thumbnailUrl })).statusCode).toBe(200);
    }
  });

  it('rejects a multipart upload with a non-image, a pixel bomb or no file', async () => {
    const send = (files: MultipartFile[]) => uploadMultipart(app, token, files);
    const good = { field: 'file', name: 'ok.png', type: 'image/png', body: await png(10, 10) };
    const svg = await send([good, { field: 'file', name: 'x.jpg', type: 'image/jpeg', body: SVG }]);
    expect(svg.statusCode).toBe(415);
    expect(error(svg)).toBe(UPLOAD_MESSAGES.notAnImage);
    const bomb = await send([{ ...good, body: await pixelBomb() }]);
    expect(bomb.statusCode).toBe(400);
    expect(error(bomb)).toBe('image too large');
    const none = await send([{ ...good, field: 'other' }]);
    expect(none.statusCode).toBe(400);
    expect(error(none)).toBe(UPLOAD_MESSAGES.noFiles);
  });

  it('answers a broken or oversized form with 4xx and our words, never 500', async () => {
    const post = (payload: string | Buffer, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...as(token).headers, 'content-type': contentType },
      });
    const good = { field: 'file', name: 'ok.png', type: 'image/png', body: await png(10, 10) };
    const whole = multipartBody([good]);
    for (const res of [
      await post('garbage', 'multipart/form-data'),
      await post('garbage', 'multipart/form-data; boundary=xyz'),
      // Cut off in the middle of the file.
      await post(whole.payload.subarray(0, whole.payload.length - 40), whole.contentType),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(error(res)).toBe(UPLOAD_MESSAGES.malformedForm);
    }
    const eleven = await uploadMultipart(
      app,
      token,
      Array.from({ length: 11 }, () => good),
    );
    expect(eleven.statusCode).toBe(413);
    expect(error(eleven)).toBe(UPLOAD_MESSAGES.tooManyFiles);
  });

  it.each([
    `/api/files/uploads/${randomUUID()}/${randomUUID()}`,
    `/api/files/uploads/${randomUUID()}/${randomUUID()}/thumb`,
    '/api/files/uploads/..%2F..%2F..%2Fetc/passwd',
    '/api/files/uploads/%2Fetc/passwd',
    `/api/files/uploads/${randomUUID().toUpperCase()}/${randomUUID()}`,
  ])('answers 404 to an unknown or malformed key: %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a path climbing out of the files with the web app, never a file', async () => {
    // The URL's dot segments are resolved first: this is /etc/passwd, a page path like any other
    // (page paths answer the web app's document whatever the client accepts, issue 31).
    const res = await app.inject({ method: 'GET', url: '/api/files/uploads/../../../etc/passwd' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('root:');
  });
});
