import type { TUploadMimeType } from '@dawa/contract';

/** The two files kept per upload: the re-encoded image and its thumbnail. */
export type ImageVariant = 'original' | 'thumb';

export interface StoredFile {
  body: Buffer;
  contentType: TUploadMimeType;
}

export interface UploadUrlInput {
  key: string;
  userId: string;
  contentType: TUploadMimeType;
  size: number;
  /** Base64 SHA-256 of the bytes the client will send. */
  checksum: string;
  expiresAt: Date;
}

/**
 * Where images live. The local driver (default) keeps them under DATA_DIR and the API itself takes
 * the signed PUT and serves the files; an S3-compatible driver would presign its own PUT/GET URLs.
 */
export interface Storage {
  /** A URL the client PUTs exactly the declared bytes to, and the headers it must send. */
  createUploadUrl(input: UploadUrlInput): { url: string; headers: Record<string, string> };
  /** Where a stored file is served from. */
  publicUrl(key: string, variant: ImageVariant): string;
  save(key: string, files: Record<ImageVariant, StoredFile>): Promise<void>;
  read(key: string, variant: ImageVariant): Promise<StoredFile | null>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Server-chosen keys only: `uploads/<userId>/<uuid>`, lower-case, nothing else (no `..`, no `/` lead). */
const UPLOAD_KEY_PATTERN = new RegExp(`^uploads/${UUID}/${UUID}$`);
export const UUID_PATTERN = new RegExp(`^${UUID}$`);

export const uploadKey = (userId: string, fileId: string) => `uploads/${userId}/${fileId}`;

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY_PATTERN.test(key);
}
