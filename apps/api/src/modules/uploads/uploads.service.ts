import {
  UPLOAD_MESSAGES,
  type TPresignRequest,
  type TPresignResponse,
  type TUploadedFile,
  type TUploadMimeType,
} from '@dawa/contract';
import { createHash, randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { processImage } from './images.ts';
import type { UploadSigner } from './upload-signature.ts';
import {
  isUploadKey,
  uploadKey,
  UUID_PATTERN,
  type Storage,
  type UploadUrlInput,
} from './storage.ts';

export interface UploadDeps {
  config: Pick<AppConfig, 'UPLOAD_MAX_BYTES' | 'UPLOAD_MAX_PIXELS' | 'UPLOAD_URL_TTL_SECONDS'>;
  now: () => Date;
  storage: Storage;
  signer: UploadSigner;
}

const MB = 1024 * 1024;
export const tooBigMessage = (maxBytes: number) =>
  maxBytes >= MB
    ? `Files can be up to ${Math.floor((maxBytes / MB) * 10) / 10} MB`
    : `Files can be up to ${Math.floor(maxBytes / 1024)} KB`;

/** Signed upload URLs for server-chosen keys under the caller's folder, in the order asked. */
export async function presignUploads(
  ctx: AuthContext,
  deps: UploadDeps,
  requests: TPresignRequest[],
): Promise<TPresignResponse[]> {
  const { UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } = deps.config;
  requests.forEach((request, i) => {
    if (request.fileSize > UPLOAD_MAX_BYTES) {
      const path = requests.length === 1 ? 'fileSize' : `uploads.${i}.fileSize`;
      throw fieldError(path, tooBigMessage(UPLOAD_MAX_BYTES));
    }
  });
  // Whole seconds: the URL carries the expiry in seconds and the signature covers that value.
  const expiresAt = new Date(
    (Math.floor(deps.now().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS) * 1000,
  );
  return Promise.all(
    requests.map(async (request) => {
      const key = uploadKey(ctx.userId, randomUUID());
      const { url, headers } = await deps.storage.createUploadUrl({
        key,
        userId: ctx.userId,
        contentType: request.fileType,
        size: request.fileSize,
        checksum: request.checksum,
        expiresAt,
      });
      return {
        key,
        method: 'PUT',
        uploadUrl: url,
        headers,
        expiresAt: expiresAt.toISOString(),
        url: deps.storage.publicUrl(key, 'original'),
        thumbnailUrl: deps.storage.publicUrl(key, 'thumb'),
      };
    }),
  );
}

/** What a signed PUT claims in its URL, still unverified. */
export interface SignedUploadClaim {
  userId: string;
  fileId: string;
  query: Partial<Record<'type' | 'size' | 'checksum' | 'expires' | 'signature', string>>;
}

/**
 * Checked before the body is read: the URL must be exactly as signed and not expired. Any altered,
 * missing or malformed part is the same 403, so nothing learns which part failed but expiry.
 */
export function verifyUploadClaim(deps: UploadDeps, claim: SignedUploadClaim): UploadUrlInput {
  const { type, size, checksum, expires, signature } = claim.query;
  const input: UploadUrlInput = {
    key: uploadKey(claim.userId, claim.fileId),
    userId: claim.userId,
    contentType: type as TUploadMimeType,
    size: Number(size),
    checksum: checksum ?? '',
    expiresAt: new Date(Number(expires) * 1000),
  };
  const isWellFormed =
    UUID_PATTERN.test(claim.userId) &&
    UUID_PATTERN.test(claim.fileId) &&
    [type, size, checksum, expires, signature].every((v) => typeof v === 'string') &&
    /^\d+$/.test(size ?? '') &&
    /^\d+$/.test(expires ?? '');
  if (!isWellFormed || !deps.signer.isValid(input, signature ?? ''))
    throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.badSignature);
  if (input.expiresAt.getTime() <= deps.now().getTime())
    throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.expired);
  return input;
}

/** The body of a verified PUT: exactly the declared bytes, then the image checks, then stored. */
export async function acceptSignedUpload(
  deps: UploadDeps,
  input: UploadUrlInput,
  body: Buffer,
): Promise<TUploadedFile> {
  if (body.length !== input.size) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.sizeMismatch);
  if (sha256Base64(body) !== input.checksum)
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.checksumMismatch);
  // The same signed PUT sent again carries the same bytes: answered without decoding them again.
  if (await deps.storage.exists(input.key)) return describe(deps, input.key, input.key);
  const files = await processImage(body, {
    maxPixels: deps.config.UPLOAD_MAX_PIXELS,
    declaredType: input.contentType,
  });
  await deps.storage.save(input.key, files);
  return describe(deps, input.key, input.key);
}

/**
 * POST /uploads/complete: the caller's own upload, finished now (the S3 driver checks and
 * re-encodes the bytes sent straight to the bucket), so a client learns at once if it was refused.
 */
export async function completeUpload(
  ctx: AuthContext,
  deps: UploadDeps,
  key: string,
): Promise<TUploadedFile> {
  const isOwn = isUploadKey(key) && key.startsWith(uploadKey(ctx.userId, ''));
  if (!isOwn || !(await deps.storage.complete(key)))
    throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
  return describe(deps, key, key);
}

/** POST /upload: every file is checked and re-encoded before any is stored. */
export async function acceptDirectUploads(
  ctx: AuthContext,
  deps: UploadDeps,
  files: { name: string; body: Buffer }[],
): Promise<TUploadedFile[]> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.noFiles);
  const processed = [];
  for (const file of files) {
    processed.push({
      name: file.name,
      key: uploadKey(ctx.userId, randomUUID()),
      files: await processImage(file.body, { maxPixels: deps.config.UPLOAD_MAX_PIXELS }),
    });
  }
  for (const item of processed) await deps.storage.save(item.key, item.files);
  return processed.map((item) => describe(deps, item.key, item.name));
}

export function sha256Base64(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64');
}

function describe(deps: UploadDeps, key: string, name: string): TUploadedFile {
  return {
    name,
    url: deps.storage.publicUrl(key, 'original'),
    thumbnailUrl: deps.storage.publicUrl(key, 'thumb'),
  };
}
