import { UPLOAD_MESSAGES, UPLOAD_MIME_TYPES, type TUploadMimeType } from '@dawa/contract';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { createHash } from 'node:crypto';
import { AppError } from '../../platform/errors.ts';
import {
  apiFileUrl,
  isUploadKey,
  keyFromApiFileUrl,
  type ImageVariant,
  type StoredFile,
  type Storage,
} from './storage.ts';

export interface S3StorageOptions {
  /** Origin of the store; null = AWS (`https://s3.<region>.amazonaws.com`). */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
  /** Public base of the bucket (a CDN); null = reads go through presigned GETs. */
  publicUrl: string | null;
  now: () => Date;
  /** Largest raw upload fetched back for checking (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** The image checks and re-encode (throws the AppError of a refused image). */
  process: (
    bytes: Buffer,
    declaredType: TUploadMimeType,
  ) => Promise<Record<ImageVariant, StoredFile>>;
}

/** The raw bytes a client PUT, waiting for their checks: a bucket lifecycle rule may expire them. */
export const INCOMING_PREFIX = 'incoming/';
/** Metadata header carrying the declared checksum, for stores that do not check x-amz-checksum-*. */
const CHECKSUM_META = 'x-amz-meta-sha256';
const HOUR_SECONDS = 3600;
/** How many uploads' display sizes one process remembers having seen in the bucket. */
const DISPLAY_KNOWN_MAX = 10_000;
// Stored keys never change content, so caches may keep files forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `20130524T000000Z`: the X-Amz-Date format. */
export const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * A SigV4 query-signed URL (a presigned URL). Every header given is signed, content-type and
 * content-length included, so the store refuses a request that sends any other value.
 */
export async function presignUrl(options: {
  method: 'GET' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  signedAt: Date;
  expiresInSeconds: number;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<string> {
  const url = new URL(options.url);
  url.searchParams.set('X-Amz-Expires', String(options.expiresInSeconds));
  const signer = new AwsV4Signer({
    method: options.method,
    url: url.href,
    headers: options.headers ?? {},
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    signQuery: true,
    allHeaders: true,
    datetime: amzDate(options.signedAt),
  });
  return (await signer.sign()).url.href;
}

/** `<endpoint>/<bucket>` (path style) or `<scheme>//<bucket>.<endpoint host>` (virtual host). */
export function bucketBaseUrl({
  endpoint,
  region,
  bucket,
  forcePathStyle,
}: Pick<S3StorageOptions, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>): string {
  const url = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  return forcePathStyle ? `${url.origin}/${bucket}` : `${url.protocol}//${bucket}.${url.host}`;
}

/**
 * Images in an S3-compatible bucket. The client PUTs its bytes to `incoming/<key>` with a presigned
 * URL; the first use of the upload (a GET of its file, `complete`, or `exists` when a listing
 * refers to it) fetches them back, checks and re-encodes them like the local driver does, stores
 * `<key>/original`, `<key>/display` and `<key>/thumb`, and deletes the raw object. Reads redirect to the bucket.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { region, accessKeyId, secretAccessKey, now } = options;
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region, retries: 2 });
  const base = bucketBaseUrl(options);
  const objectUrl = (objectKey: string) => `${base}/${objectKey}`;
  const variantKey = (key: string, variant: ImageVariant) => `${key}/${variant}`;

  const send = async (method: string, objectKey: string, init: RequestInit = {}) => {
    const res = await client.fetch(objectUrl(objectKey), { ...init, method });
    if (res.ok) return res;
    await res.body?.cancel();
    if (res.status === 404) return res;
    throw new Error(`S3 ${method} ${objectKey} answered ${res.status}`);
  };
  const isThere = async (objectKey: string) => (await send('HEAD', objectKey)).ok;
  const remove = async (objectKey: string) => {
    await (await send('DELETE', objectKey)).body?.cancel();
  };
  const put = async (objectKey: string, file: StoredFile) => {
    const res = await send('PUT', objectKey, {
      body: file.body,
      headers: { 'content-type': file.contentType, 'cache-control': IMMUTABLE },
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`S3 PUT ${objectKey} answered ${res.status}`);
  };

  const save: Storage['save'] = async (key, files) => {
    // The original last: its presence is what marks an upload finished.
    for (const [variant, file] of Object.entries(files))
      if (variant !== 'original') await put(variantKey(key, variant as ImageVariant), file);
    await put(variantKey(key, 'original'), files.original);
  };

  /** The raw upload, checked the way the local driver checks its PUT body, then stored. */
  const finish = async (key: string): Promise<boolean> => {
    if (await isThere(variantKey(key, 'original'))) return true;
    const incoming = `${INCOMING_PREFIX}${key}`;
    const raw = await send('GET', incoming);
    // Gone: never uploaded, or another instance finished it a moment ago.
    if (raw.status === 404) return isThere(variantKey(key, 'original'));
    let files: Record<ImageVariant, StoredFile>;
    try {
      files = await checkRaw(raw, options);
    } catch (error) {
      if (!raw.bodyUsed) await raw.body?.cancel();
      // A refused upload is dropped: it is never retried and never served.
      if (error instanceof AppError) await remove(incoming);
      throw error;
    }
    await save(key, files);
    await remove(incoming);
    return true;
  };

  // Uploads stored before display sizes existed have none: their original is shown instead. Known
  // display sizes are remembered, so a listing's photo costs one bucket check per process.
  const displayKnown = new Set<string>();
  const storedVariant = async (key: string, variant: ImageVariant): Promise<ImageVariant> => {
    if (variant !== 'display' || displayKnown.has(key)) return variant;
    if (!(await isThere(variantKey(key, 'display')))) return 'original';
    if (displayKnown.size >= DISPLAY_KNOWN_MAX) displayKnown.clear();
    displayKnown.add(key);
    return 'display';
  };

  // One finish per key at a time in this process (an <img> and its thumbnail load together).
  const finishing = new Map<string, Promise<boolean>>();
  const complete = (key: string): Promise<boolean> => {
    if (!isUploadKey(key)) return Promise.resolve(false);
    let pending = finishing.get(key);
    if (pending === undefined) {
      pending = finish(key).finally(() => finishing.delete(key));
      finishing.set(key, pending);
    }
    return pending;
  };

  /** A GET URL that stays the same for an hour, so browsers cache the image between pages. */
  const presignedGet = (objectKey: string) => {
    const hourStart = Math.floor(now().getTime() / 1000 / HOUR_SECONDS) * HOUR_SECONDS;
    return presignUrl({
      method: 'GET',
      url: objectUrl(objectKey),
      signedAt: new Date(hourStart * 1000),
      expiresInSeconds: 2 * HOUR_SECONDS,
      accessKeyId,
      secretAccessKey,
      region,
    });
  };

  return {
    driver: 's3',
    complete,
    publicUrl: apiFileUrl,
    keyFromUrl: keyFromApiFileUrl,
    save,

    async createUploadUrl(input) {
      const signedAt = now();
      const headers = {
        'content-type': input.contentType,
        'x-amz-checksum-sha256': input.checksum,
        [CHECKSUM_META]: input.checksum,
      };
      const url = await presignUrl({
        method: 'PUT',
        url: objectUrl(`${INCOMING_PREFIX}${input.key}`),
        // The browser sets content-length itself; signed, so it must be the declared size.
        headers: { ...headers, 'content-length': String(input.size) },
        signedAt,
        expiresInSeconds: Math.max(
          1,
          Math.round((input.expiresAt.getTime() - signedAt.getTime()) / 1000),
        ),
        accessKeyId,
        secretAccessKey,
        region,
      });
      return { url, headers };
    },

    async exists(key) {
      try {
        return await complete(key);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return false;
        throw error;
      }
    },

    async redirectUrl(key, variant) {
      if (!(await complete(key))) return null;
      const objectKey = variantKey(key, await storedVariant(key, variant));
      return options.publicUrl === null
        ? presignedGet(objectKey)
        : `${options.publicUrl}/${objectKey}`;
    },

    async read(key, variant) {
      if (!(await complete(key))) return null;
      const res = await send('GET', variantKey(key, await storedVariant(key, variant)));
      if (res.status === 404) return null;
      const contentType = asImageType(res.headers.get('content-type'));
      if (contentType === null) {
        await res.body?.cancel();
        throw new Error(`S3 object ${key}/${variant} is not an image`);
      }
      return { body: Buffer.from(await res.arrayBuffer()), contentType };
    },
  };
}

/** The same checks as the local PUT: size, declared checksum, then the image checks themselves. */
async function checkRaw(
  raw: Response,
  { maxBytes, process }: Pick<S3StorageOptions, 'maxBytes' | 'process'>,
): Promise<Record<ImageVariant, StoredFile>> {
  // A store that ignores the signed content-length could hold anything: never buffer past the limit.
  if (Number(raw.headers.get('content-length') ?? Infinity) > maxBytes)
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.sizeMismatch);
  const declaredType = asImageType(raw.headers.get('content-type'));
  if (declaredType === null)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notAnImage);
  const body = Buffer.from(await raw.arrayBuffer());
  if (body.length > maxBytes) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.sizeMismatch);
  const declaredChecksum = raw.headers.get(CHECKSUM_META);
  if (declaredChecksum !== createHash('sha256').update(body).digest('base64'))
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.checksumMismatch);
  return process(body, declaredType);
}

function asImageType(value: string | null): TUploadMimeType | null {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase();
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(type ?? '')
    ? (type as TUploadMimeType)
    : null;
}
