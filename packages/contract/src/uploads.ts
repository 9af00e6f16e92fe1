import { z } from 'zod';

export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** POST /get-pre-signed-url. `checksum` is the SHA-256 of the file, hex. */
export const ZPresignRequest = z.object({
  fileType: z.enum(UPLOAD_MIME_TYPES, { error: 'Only JPEG, PNG and WebP images can be uploaded' }),
  fileSize: z.number().int().positive().max(UPLOAD_MAX_BYTES, 'Files can be up to 10 MB'),
  checksum: z.string().regex(/^[a-f0-9]{64}$/i, 'Checksum must be a SHA-256 hex digest'),
});
export type TPresignRequest = z.infer<typeof ZPresignRequest>;

export const ZPresignBulkRequest = z.object({ uploads: z.array(ZPresignRequest).min(1).max(10) });
export type TPresignBulkRequest = z.infer<typeof ZPresignBulkRequest>;
