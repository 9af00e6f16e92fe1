import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadUrlInput } from './storage.ts';

/** Signs and checks the local driver's upload URLs; the key is derived, never the secret itself. */
export interface UploadSigner {
  sign(input: UploadUrlInput): string;
  isValid(input: UploadUrlInput, signature: string): boolean;
}

// A label of its own, so an upload signature can never be mistaken for any other MAC of the secret.
const KEY_LABEL = 'dawa/upload-url/v1';

export function createUploadSigner(secret: string): UploadSigner {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  const sign = (input: UploadUrlInput) =>
    createHmac('sha256', key).update(canonical(input)).digest('base64url');
  return {
    sign,
    isValid(input, signature) {
      const expected = Buffer.from(sign(input));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Every input on its own line: none can contain a newline, so no two inputs sign alike. */
function canonical({ key, userId, contentType, size, checksum, expiresAt }: UploadUrlInput) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return ['PUT', key, contentType, size, checksum, expires, userId].join('\n');
}
