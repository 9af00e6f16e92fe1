import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_MIME_TYPES,
  type TPresignBulkResponse,
  type TPresignRequest,
  type TPresignResponse,
  type TUploadMimeType,
} from '@dawa/contract';
import { api } from './api.ts';

// Images go straight to storage: the API signs one PUT per file (POST /get-pre-signed-url-bulk,
// declaring type, size and SHA-256), then the browser sends the bytes with XMLHttpRequest, whose
// upload events give a progress bar per file (fetch has none). Used by the post and shop wizards.

/** The file's problem before anything is sent (type, size), or null when it may be uploaded. */
export function checkUploadFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isUploadType(file.type)) return UPLOAD_MESSAGES.badType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooBig;
  if (file.size === 0) return UPLOAD_MESSAGES.unreadableImage;
  return null;
}

export const isUploadType = (type: string): type is TUploadMimeType =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(type);

/** The base64 SHA-256 of the bytes (44 characters), as the presign request declares it. */
export async function sha256Base64(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What the presign request declares for one file. */
export async function describeUpload(file: File): Promise<TPresignRequest> {
  if (!isUploadType(file.type)) throw new UploadError(UPLOAD_MESSAGES.badType);
  return { fileType: file.type, fileSize: file.size, checksum: await sha256Base64(file) };
}

export type Presign = (uploads: TPresignRequest[]) => Promise<TPresignResponse[]>;

/** POST /get-pre-signed-url-bulk: one signed target per file, in the order asked. */
export const presignUploads: Presign = async (uploads) => {
  const answer = await api<TPresignBulkResponse>({
    method: 'POST',
    path: '/get-pre-signed-url-bulk',
    body: { uploads },
  });
  return answer.uploads;
};

/** A failed PUT: the storage's message when it gave one. */
export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

export interface PutOptions {
  target: Pick<TPresignResponse, 'uploadUrl' | 'method' | 'headers'>;
  body: Blob;
  /** Called with 0..1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests: makes the request object. */
  createXhr?: () => XMLHttpRequest;
}

const NETWORK_MESSAGE = 'The upload was interrupted. Check your connection and retry.';

function failureMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown } | null;
    if (body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through to the status
  }
  return `Upload failed (${String(xhr.status)})`;
}

/** Sends the bytes to a signed target; resolves once storage took them. */
export function putWithProgress({
  target,
  body,
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest(),
}: PutOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('Upload cancelled'));
      return;
    }
    const xhr = createXhr();
    xhr.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new UploadError(failureMessage(xhr), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(NETWORK_MESSAGE));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Where one image is served once stored. */
export interface StoredImage {
  name: string;
  url: string;
  thumbnailUrl: string;
}

export interface UploadImageOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  presign?: Presign;
  createXhr?: () => XMLHttpRequest;
}

/** One image, start to end (a shop logo, a retried photo): check, hash, presign, PUT. */
export async function uploadImage(
  file: File,
  { presign = presignUploads, ...options }: UploadImageOptions = {},
): Promise<StoredImage> {
  const problem = checkUploadFile(file);
  if (problem) throw new UploadError(problem);
  const [target] = await presign([await describeUpload(file)]);
  if (!target) throw new UploadError('The server gave no upload link. Please retry.');
  await putWithProgress({ target, body: file, ...options });
  return { name: file.name, url: target.url, thumbnailUrl: target.thumbnailUrl };
}
