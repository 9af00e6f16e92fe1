// Test helpers for uploads: images made with sharp, multipart bodies, and an app whose files go to
// a temporary DATA_DIR of its own.
import type { TErrorResponse } from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sha256Base64 } from '../modules/uploads/uploads.service.ts';
import type { TestAppContext, TestEnv } from './build-test-app.ts';
import { expect } from 'vitest';
import { as, createSignedInUser, randomIp } from './factories.ts';

const colour = { r: 200, g: 40, b: 60 };

/** A real JPEG carrying EXIF (a copyright note and an orientation of 90° clockwise). */
export const jpegWithExif = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
export const webp = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
    .webp()
    .toBuffer();

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** The body of a presign request for `bytes`. */
export const declare = (bytes: Buffer, fileType = 'image/jpeg') => ({
  fileType,
  fileSize: bytes.length,
  checksum: sha256Base64(bytes),
});

/** The message of an error response. */
export const errorMessage = (res: { json: <T>() => T }) => res.json<TErrorResponse>().message;

export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  body: Buffer;
}

/** Builds a multipart body by hand, one part per file. */
export function multipartBody(files: MultipartFile[]) {
  const boundary = `----dawa${randomUUID()}`;
  const chunks = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /upload of `files` as one multipart body, as `token` (a guest when null). */
export function uploadMultipart(
  app: FastifyInstance,
  token: string | null,
  files: MultipartFile[],
) {
  const form = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...as(token).headers, 'content-type': form.contentType },
  });
}

/**
 * An app whose files go to a new temporary DATA_DIR (the caller removes it after), and a user
 * named `name` signed in on it.
 */
export async function buildUploadsApp(ctx: TestAppContext, name: string, env: TestEnv = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'dawa-uploads-'));
  const app = await ctx.build({ env: { ...env, DATA_DIR: dataDir } });
  const { token, user } = await createSignedInUser(app, ctx.db, { name });
  return { app, dataDir, token, userId: user.id };
}

/** A finished upload of `token`'s user on `app`: presigned, then PUT; answers its public URL. */
export async function finishedUpload(app: FastifyInstance, token: string): Promise<string> {
  const bytes = await png();
  const ticket = await app.inject({
    method: 'POST',
    url: '/api/get-pre-signed-url',
    payload: declare(bytes, 'image/png'),
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: randomIp(),
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { uploadUrl, url } = ticket.json<{ uploadUrl: string; url: string }>();
  const put = await app.inject({
    method: 'PUT',
    url: uploadUrl,
    payload: bytes,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode, put.body).toBe(200);
  return url;
}
