import { z } from 'zod';
import { UPLOAD_MAX_FILES } from './constants.ts';

export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TUploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  badType: 'Only JPEG, PNG and WebP images can be uploaded',
  tooBig: 'Files can be up to 10 MB',
  badChecksum: 'Checksum must be the base64 SHA-256 of the file',
  tooManyFiles: `Up to ${UPLOAD_MAX_FILES} files at a time`,
  badSignature: 'This upload link is invalid or was altered. Ask for a new one.',
  expired: 'This upload link has expired. Ask for a new one.',
  sizeMismatch: 'The file size does not match the size declared for this upload.',
  checksumMismatch: 'The file checksum does not match the checksum declared for this upload.',
  notAnImage: 'The file is not a JPEG, PNG or WebP image.',
  typeMismatch: 'The file content does not match its declared type.',
  imageTooLarge: 'image too large',
  unreadableImage: 'The image could not be read.',
  noFiles: 'Send at least one image in a `file` or `files` field.',
  tooManyFields: 'The upload has too many form fields.',
  malformedForm: 'The upload was cut off or is not valid multipart/form-data. Please try again.',
  notFound: 'File not found.',
} as const;

/** The base64 SHA-256 of a file (44 characters), as S3's x-amz-checksum-sha256 expects it. */
export const ZUploadChecksum = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, UPLOAD_MESSAGES.badChecksum);

/** POST /get-pre-signed-url. `checksum` is the SHA-256 of the file, base64. */
export const ZPresignRequest = z.object({
  fileType: z.enum(UPLOAD_MIME_TYPES, { error: UPLOAD_MESSAGES.badType }),
  fileSize: z.number().int().positive().max(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.tooBig),
  checksum: ZUploadChecksum,
});
export type TPresignRequest = z.infer<typeof ZPresignRequest>;

export const ZPresignBulkRequest = z.object({
  uploads: z.array(ZPresignRequest).min(1).max(UPLOAD_MAX_FILES, UPLOAD_MESSAGES.tooManyFiles),
});
export type TPresignBulkRequest = z.infer<typeof ZPresignBulkRequest>;

/** Where and how to send one file: `PUT uploadUrl` with `headers` and exactly the declared bytes. */
export const ZPresignResponse = z.object({
  /** The server-chosen storage key, e.g. `uploads/<userId>/<uuid>`. */
  key: z.string(),
  method: z.literal('PUT'),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  /** When uploadUrl stops working (ISO 8601). */
  expiresAt: z.iso.datetime(),
  /** Where the stored image will be served once uploaded: use it as a media `url`. */
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type TPresignResponse = z.infer<typeof ZPresignResponse>;

/** POST /get-pre-signed-url-bulk: one answer per requested upload, in the same order. */
export const ZPresignBulkResponse = z.object({ uploads: z.array(ZPresignResponse) });
export type TPresignBulkResponse = z.infer<typeof ZPresignBulkResponse>;

/** One stored image, shaped like a post's media `{name, url}` plus its thumbnail. */
export const ZUploadedFile = z.object({
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** POST /upload (multipart): one entry per file, in the order sent. */
export const ZUploadResponse = z.object({ files: z.array(ZUploadedFile) });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
