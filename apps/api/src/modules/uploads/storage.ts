import { API_PREFIX, type TUploadMimeType } from '@dawa/contract';

/**
 * The files kept per upload: the re-encoded image, its display size (what a listing's page shows:
 * a phone's screen, not a camera's sensor) and its thumbnail. Uploads stored before the display
 * size existed have none; asking for it gives their original.
 */
export type ImageVariant = 'original' | 'display' | 'thumb';

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
 * the signed PUT and serves the files; the S3 driver presigns a PUT straight to the bucket and
 * finishes the upload (checks, re-encode, thumbnail) on first use (docs/decisions/008-s3-uploads.md).
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** A URL the client PUTs exactly the declared bytes to, and the headers it must send. */
  createUploadUrl(input: UploadUrlInput): Promise<{ url: string; headers: Record<string, string> }>;
  /** Where a stored file is served from: the API path, whichever the driver. */
  publicUrl(key: string, variant: ImageVariant): string;
  save(key: string, files: Record<ImageVariant, StoredFile>): Promise<void>;
  read(key: string, variant: ImageVariant): Promise<StoredFile | null>;
  /**
   * Where a GET of the file is sent instead of the API streaming `read()` (S3: a public or presigned
   * URL); null when there is no such file. Finishes a pending upload first, so it may throw its 4xx.
   */
  redirectUrl?(key: string, variant: ImageVariant): Promise<string | null>;
  /**
   * Makes sure an upload is finished: a direct-to-store upload is fetched, checked, re-encoded and
   * stored (throws the AppError of a refused image); false when nothing was uploaded under `key`.
   */
  complete(key: string): Promise<boolean>;
  /** Whether an upload finished under this key (a listing may only use stored images). */
  exists(key: string): Promise<boolean>;
  /** The key behind a URL that `publicUrl(key, 'original')` gave, or null for any other URL. */
  keyFromUrl(url: string): string | null;
  /**
   * Finished uploads stored before `cutoff`, for the orphan sweep (orphan-sweep.ts). Only the local
   * driver has it: on S3 a lifecycle rule expires uploads that were never used.
   */
  storedBefore?(cutoff: Date): AsyncIterable<string>;
  /** Deletes an upload's files (both variants); nothing happens when there are none. */
  remove?(key: string): Promise<void>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Server-chosen keys only: `uploads/<userId>/<uuid>`, lower-case, nothing else (no `..`, no `/` lead). */
const UPLOAD_KEY_PATTERN = new RegExp(`^uploads/${UUID}/${UUID}$`);
export const UUID_PATTERN = new RegExp(`^${UUID}$`);

export const uploadKey = (userId: string, fileId: string) => `uploads/${userId}/${fileId}`;

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY_PATTERN.test(key);
}

/** The API path a stored file is served at (both drivers): stable whatever the storage config. */
export function apiFileUrl(key: string, variant: ImageVariant): string {
  return `${API_PREFIX}/files/${key}${variant === 'original' ? '' : `/${variant}`}`;
}

/** The key behind an `apiFileUrl(key, 'original')`, or null for any other URL. */
export function keyFromApiFileUrl(url: string): string | null {
  const prefix = `${API_PREFIX}/files/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isUploadKey(key) ? key : null;
}
