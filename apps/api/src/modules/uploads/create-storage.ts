import type { AppConfig } from '../../config.ts';
import { processImage } from './images.ts';
import { createLocalStorage } from './local-storage.ts';
import { bucketBaseUrl, createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { createUploadSigner, type UploadSigner } from './upload-signature.ts';

export type StorageConfig = Pick<
  AppConfig,
  | 'AUTH_TOKEN_SECRET'
  | 'DATA_DIR'
  | 'UPLOAD_MAX_BYTES'
  | 'UPLOAD_MAX_PIXELS'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

export interface StorageSetup {
  storage: Storage;
  /** Signs and checks the local driver's upload URLs (the API takes those PUTs itself). */
  signer: UploadSigner;
}

/** The S3 driver when S3_BUCKET is set (config demands its keys then), else local disk. */
export function createStorage(
  config: StorageConfig,
  now: () => Date = () => new Date(),
): StorageSetup {
  const signer = createUploadSigner(config.AUTH_TOKEN_SECRET);
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_BUCKET === null || S3_ACCESS_KEY_ID === null || S3_SECRET_ACCESS_KEY === null)
    return { signer, storage: createLocalStorage({ dataDir: config.DATA_DIR, signer }) };
  const storage = createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
    now,
    maxBytes: config.UPLOAD_MAX_BYTES,
    process: (bytes, declaredType) =>
      processImage(bytes, { maxPixels: config.UPLOAD_MAX_PIXELS, declaredType }),
  });
  return { signer, storage };
}

/** The origin browsers PUT uploads to with the S3 driver (the CSP must let them), or null. */
export function uploadOrigin(
  config: Pick<AppConfig, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>,
): string | null {
  if (config.S3_BUCKET === null) return null;
  const base = bucketBaseUrl({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  return new URL(base).origin;
}
