import { uploadKey, type Storage } from './storage.ts';

/**
 * The storage key behind `url` when it is one of `userId`'s own finished uploads: a URL our storage
 * gave out, under the user's folder, whose file exists. Null for anything else (a foreign URL,
 * another user's image, a presigned key never PUT), so nobody hot-links or claims media they do
 * not own.
 */
export async function ownUploadKey(
  storage: Pick<Storage, 'keyFromUrl' | 'exists'>,
  userId: string,
  url: string,
): Promise<string | null> {
  const key = storage.keyFromUrl(url);
  if (key === null || !key.startsWith(uploadKey(userId, ''))) return null;
  return (await storage.exists(key)) ? key : null;
}
