import multipart from '@fastify/multipart';
import {
  UPLOAD_MAX_FILES,
  UPLOAD_MESSAGES,
  ZPresignBulkRequest,
  ZPresignBulkResponse,
  ZPresignRequest,
  ZPresignResponse,
  ZUploadedFile,
  ZUploadResponse,
} from '@dawa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { UUID_PATTERN, uploadKey, type ImageVariant, type UploadUrlInput } from './storage.ts';
import { uploadRateLimit } from './upload-limits.ts';
import {
  acceptDirectUploads,
  acceptSignedUpload,
  completeUpload,
  presignUploads,
  tooBigMessage,
  verifyUploadClaim,
  type UploadDeps,
} from './uploads.service.ts';

interface UploadRoutesOptions {
  deps: AppDeps;
}

const ZKeyParams = z.object({ owner: z.string(), id: z.string() });
const ZCompleteRequest = z.object({ key: z.string().max(200) });
const ZSignedQuery = z.object({
  type: z.string().optional(),
  size: z.string().optional(),
  checksum: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});
// Stored keys never change content, so caches may keep files forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REDIRECT_CACHE = 'private, max-age=600';
// Multipart framing around the files: boundaries and part headers.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Media: presigned uploads, the local driver's PUT target and file serving, and multipart upload. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { deps }) => {
  const tags = ['uploads'];
  const { config } = deps;
  const uploads: UploadDeps = {
    config,
    now: deps.now,
    signer: deps.uploads.signer,
    storage: deps.uploads.storage,
  };
  const { storage } = uploads;
  // One counter per user across presign, bulk presign and multipart upload.
  const rateLimit = uploadRateLimit(app, config.UPLOADS_PER_HOUR);

  app.post(
    '/get-pre-signed-url',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'A signed URL to PUT one image to (JPEG, PNG or WebP; base64 SHA-256 checksum)',
        body: ZPresignRequest,
        response: { 200: ZPresignResponse, ...ERROR_RESPONSES },
      },
      preHandler: rateLimit,
    },
    async (request) => (await presignUploads(authOf(request), uploads, [request.body]))[0],
  );

  app.post(
    '/get-pre-signed-url-bulk',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: `Signed upload URLs for up to ${UPLOAD_MAX_FILES} images, in the order asked`,
        body: ZPresignBulkRequest,
        response: { 200: ZPresignBulkResponse, ...ERROR_RESPONSES },
      },
      preHandler: rateLimit,
    },
    async (request) => ({
      uploads: await presignUploads(authOf(request), uploads, request.body.uploads),
    }),
  );

  app.post(
    '/uploads/complete',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary:
          'Finishes an upload sent to its signed URL: checks and re-encodes it now (S3 driver) and answers its URLs',
        body: ZCompleteRequest,
        response: { 200: ZUploadedFile, ...ERROR_RESPONSES },
      },
    },
    (request) => completeUpload(authOf(request), uploads, request.body.key),
  );

  // Anything but a server-chosen key is simply unknown: nothing outside the uploads folder is read.
  const serve = async (
    { owner, id }: { owner: string; id: string },
    variant: ImageVariant,
    reply: FastifyReply,
  ) => {
    const isKey = UUID_PATTERN.test(owner) && UUID_PATTERN.test(id);
    if (!isKey) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
    const key = uploadKey(owner, id);
    if (storage.redirectUrl) {
      // The bucket serves the bytes; the API path stays the one URL listings keep.
      const target = await storage.redirectUrl(key, variant);
      if (target === null) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
      // Presigned targets are stable for the hour they are signed in (s3-storage.ts).
      return reply.header('cache-control', REDIRECT_CACHE).redirect(target, 302);
    }
    const file = await storage.read(key, variant);
    if (file === null) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
    return reply
      .type(file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  };

  const summaries: Record<ImageVariant, string> = {
    original: 'A stored image',
    display: 'A stored image at display size (WebP; its original when it has none)',
    thumb: 'A stored image’s thumbnail (WebP)',
  };
  for (const variant of ['original', 'display', 'thumb'] as const) {
    app.get(
      `/files/uploads/:owner/:id${variant === 'original' ? '' : `/${variant}`}`,
      {
        config: { access: access.public({ params: { owner: 'uploadOwner', id: 'upload' } }) },
        schema: {
          // Answers image bytes, not JSON: left out of the JSON API document.
          hide: true,
          tags,
          summary: summaries[variant],
          params: ZKeyParams,
        },
      },
      ({ params }, reply) => serve(params, variant, reply),
    );
  }

  // The local driver's upload target: raw image bytes, only on this route, up to the upload limit.
  // With S3 the client PUTs to the bucket and the API never takes upload bytes this way.
  if (storage.driver === 'local')
    await app.register((raw, _options, registered) => {
      for (const type of [/^image\/[\w.+-]+$/, 'application/octet-stream']) {
        raw.addContentTypeParser(
          type,
          { parseAs: 'buffer', bodyLimit: config.UPLOAD_MAX_BYTES },
          (_request, body, done) => done(null, body),
        );
      }
      raw.decorateRequest('signedUpload', null);
      raw.put(
        '/uploads/:owner/:id',
        {
          config: { access: access.signedUrl({ params: { owner: 'uploadOwner', id: 'upload' } }) },
          bodyLimit: config.UPLOAD_MAX_BYTES,
          schema: {
            tags,
            summary: 'Takes the bytes for a signed upload URL (local storage driver)',
            params: ZKeyParams,
            querystring: ZSignedQuery,
            response: { 200: ZUploadedFile, ...ERROR_RESPONSES },
          },
          // The signature is checked before any of the body is read.
          onRequest: (request, _reply, done) => {
            const { owner, id } = request.params as { owner: string; id: string };
            try {
              request.signedUpload = verifyUploadClaim(uploads, {
                userId: owner,
                fileId: id,
                query: request.query as z.infer<typeof ZSignedQuery>,
              });
              done();
            } catch (error) {
              done(error as Error);
            }
          },
        },
        (request) => {
          const { body, signedUpload } = request;
          // onRequest sets it or answers 403 itself.
          if (signedUpload === null) throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.badSignature);
          // An empty PUT has no body at all: it is the wrong size, not the wrong type.
          const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
          return acceptSignedUpload(uploads, signedUpload, bytes);
        },
      );
      registered();
    });

  // Multipart only here; every file is buffered up to the upload limit, then checked.
  await app.register(async (form) => {
    await form.register(multipart, {
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20 },
    });
    form.post(
      '/upload',
      {
        config: { access: access.user() },
        bodyLimit: config.UPLOAD_MAX_BYTES * UPLOAD_MAX_FILES + MULTIPART_OVERHEAD_BYTES,
        schema: {
          tags,
          summary: `Uploads up to ${UPLOAD_MAX_FILES} images (multipart, field \`file\` or \`files\`)`,
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadResponse, ...ERROR_RESPONSES },
        },
        preHandler: rateLimit,
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
        const files = await readFormFiles(request, config.UPLOAD_MAX_BYTES);
        return { files: await acceptDirectUploads(authOf(request), uploads, files) };
      },
    );
  });
};

/** @fastify/multipart's limit errors (written for developers) in the words users read. */
function formLimitMessage(code: unknown, maxBytes: number): string | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooBigMessage(maxBytes);
    case 'FST_FILES_LIMIT':
      return UPLOAD_MESSAGES.tooManyFiles;
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return UPLOAD_MESSAGES.tooManyFields;
    default:
      return undefined;
  }
}

/** The images of a multipart form (fields `file` and `files`), each read whole. */
async function readFormFiles(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ name: string; body: Buffer }[]> {
  const files: { name: string; body: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const body = await part.toBuffer();
      if (part.fieldname === 'file' || part.fieldname === 'files')
        files.push({ name: part.filename || 'image', body });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const limit = formLimitMessage((error as { code?: unknown }).code, maxBytes);
    if (limit) throw new AppError('PAYLOAD_TOO_LARGE', limit, { cause: error });
    // Anything else is the form parser refusing the bytes (no boundary, a body cut off
    // mid-file): the client's fault, not ours.
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.malformedForm, { cause: error });
  }
  return files;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified claims of a signed upload URL (PUT /uploads/...). */
    signedUpload: UploadUrlInput | null;
  }
}
