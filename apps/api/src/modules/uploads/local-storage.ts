import { API_PREFIX, type TUploadMimeType } from '@dawa/contract';
import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../data-dir.ts';
import type { UploadSigner } from './upload-signature.ts';
import {
  apiFileUrl,
  isUploadKey,
  keyFromApiFileUrl,
  type ImageVariant,
  type StoredFile,
  type Storage,
} from './storage.ts';

const EXTENSIONS: Record<TUploadMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const TYPES = new Map(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type])) as Map<
  string,
  TUploadMimeType
>;

/**
 * Files under `<dataDir>/<key>/{original,display,thumb}.<ext>`. URLs are root-relative: the API serves the
 * web app, so they hold whatever origin the site is reached at.
 */
export function createLocalStorage({
  dataDir,
  signer,
}: {
  dataDir: string;
  signer: UploadSigner;
}): Storage {
  const folderOf = (key: string) => {
    // Keys come from the server, but a route param reaching here is re-checked: no path escapes.
    if (!isUploadKey(key)) throw new Error(`Not an upload key: ${key}`);
    return join(dataDir, key);
  };

  const exists = async (key: string) => {
    if (!isUploadKey(key)) return false;
    try {
      await access(folderOf(key));
      return true;
    } catch {
      return false;
    }
  };

  const read = async (key: string, variant: ImageVariant): Promise<StoredFile | null> => {
    const folder = folderOf(key);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      return null;
    }
    for (const name of names) {
      const [base, ext] = name.split('.');
      const contentType = TYPES.get(ext ?? '');
      if (base === variant && contentType) {
        return { body: await readFile(join(folder, name)), contentType };
      }
    }
    // Stored before display sizes existed: its original is what there is to show.
    return variant === 'display' ? read(key, 'original') : null;
  };

  return {
    driver: 'local',

    // The API takes this PUT itself and stores the files before answering: nothing is left to do.
    complete: exists,
    exists,
    keyFromUrl: keyFromApiFileUrl,
    publicUrl: apiFileUrl,

    createUploadUrl(input) {
      const query = new URLSearchParams({
        type: input.contentType,
        size: String(input.size),
        checksum: input.checksum,
        expires: String(Math.floor(input.expiresAt.getTime() / 1000)),
        signature: signer.sign(input),
      });
      return Promise.resolve({
        url: `${API_PREFIX}/${input.key}?${query.toString()}`,
        headers: { 'content-type': input.contentType },
      });
    },

    async save(key, files) {
      const folder = folderOf(key);
      // Written aside, then renamed into place: a reader never sees half a set of files.
      const staging = `${folder}.tmp-${randomUUID()}`;
      // The server's user's alone, like everything under DATA_DIR, whatever the umask.
      await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        for (const [variant, file] of Object.entries(files)) {
          await writeFile(join(staging, `${variant}.${EXTENSIONS[file.contentType]}`), file.body, {
            mode: PRIVATE_FILE_MODE,
          });
        }
        await rename(staging, folder);
      } catch (error) {
        // The same signed upload sent twice carries the same bytes: the first copy stands.
        if (!isAlreadyThere(error)) throw error;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    async *storedBefore(cutoff) {
      const root = join(dataDir, 'uploads');
      for (const owner of await namesIn(root)) {
        for (const name of await namesIn(join(root, owner))) {
          const folder = join(root, owner, name);
          const changed = await stat(folder).then(
            (s) => s.mtime,
            () => null,
          );
          if (!changed || changed >= cutoff) continue;
          const key = `uploads/${owner}/${name}`;
          // A staging folder left by a crash mid-save: never a finished upload, always removable.
          if (isStagingOf(key)) await rm(folder, { recursive: true, force: true });
          else if (isUploadKey(key)) yield key;
        }
      }
    },

    async remove(key) {
      await rm(folderOf(key), { recursive: true, force: true });
    },

    read,
  };
}

const STAGING = /^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.tmp-[0-9a-f-]{36}$/;
const isStagingOf = (key: string) => STAGING.test(key);

/** The entries of a folder; none when it does not exist (no upload yet). */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}

function isAlreadyThere(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOTEMPTY' || code === 'EEXIST';
}
