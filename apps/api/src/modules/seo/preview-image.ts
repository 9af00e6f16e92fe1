// The picture a shared link shows: a JPEG of 1200×630 (the size Open Graph and Twitter's large
// card draw; WhatsApp drops an image over ~300 KB and Telegram prefers JPEG to WebP), made from the
// listing's photo or the shop's logo on first use and kept on the server's disk (DATA_DIR/previews)
// whichever storage driver holds the uploads. Its address names the upload it comes from, whose
// bytes never change, so browsers and proxies may keep it for ever. Without a photo, the site's own
// picture, drawn from an SVG at first use (no binary in the repository).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type SharpModule from 'sharp';

/** Every preview's size: its width and height go in the page's og:image tags unread. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** WhatsApp shows no image above ~300 KB; a preview stays well under. */
export const PREVIEW_MAX_BYTES = 300 * 1024;
// The background a photo that is not 1.91:1 sits on (the light theme's page background).
const BACKGROUND = '#F6F8F8';
const QUALITIES = [82, 70, 58, 45] as const;

let sharpModule: Promise<{ default: typeof SharpModule }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/**
 * `source` (any image sharp reads) as the preview JPEG: all of it shown (never cropped: a box's
 * text matters), centred on the page background, at the first quality under PREVIEW_MAX_BYTES.
 */
export async function derivePreview(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const fitted = await sharp(source, { failOn: 'error' })
    .autoOrient()
    .resize({ ...PREVIEW_SIZE, fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(fitted).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) return jpeg;
  }
  return jpeg;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's own picture: the mark (public/logo.svg's) and the name, for a page without a photo. */
export function sitePreviewSvg(productName: string, city: string): string {
  const { width, height } = PREVIEW_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#0F766E"/>
<g transform="translate(140 175) scale(2.5)"><rect x="0" y="0" width="110" height="100" rx="24" fill="#fff"/><path d="M45 20h20v20h20v20h-20v20h-20V60H25V40h20z" fill="#0F766E"/><circle cx="95" cy="17" r="9" fill="#F59E0B"/></g>
<text x="480" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#fff">${xml(productName)}</text>
<text x="480" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#CCFBF1">Health supplies in ${xml(city)}</text>
</svg>`;
}

/** The site's picture as a preview JPEG. */
export async function sitePreview(productName: string, city: string): Promise<Buffer> {
  return derivePreview(Buffer.from(sitePreviewSvg(productName, city)));
}

/**
 * Previews kept under `dir` by name: made once by `make`, then read from disk. Two requests for the
 * same new preview share one making. Written aside and renamed: a reader never sees half a file.
 */
export function createPreviewCache(dir: string) {
  const making = new Map<string, Promise<Buffer | null>>();
  const fileOf = (name: string) => join(dir, `${name}.jpg`);
  const make = async (name: string, source: () => Promise<Buffer | null>) => {
    const cached = await readFile(fileOf(name)).catch(() => null);
    if (cached) return cached;
    const bytes = await source();
    if (bytes === null) return null;
    const jpeg = await derivePreview(bytes);
    // Private like everything under DATA_DIR; a failed write only means making it again next time.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const staging = `${fileOf(name)}.${randomUUID()}.tmp`;
    await writeFile(staging, jpeg, { mode: 0o600 });
    await rename(staging, fileOf(name));
    return jpeg;
  };
  return {
    /** The preview named `name` (letters, digits, '-' and '_' only), made from `source` if new. */
    get(name: string, source: () => Promise<Buffer | null>): Promise<Buffer | null> {
      if (!/^[\w-]+$/.test(name)) return Promise.resolve(null);
      let pending = making.get(name);
      if (!pending) {
        pending = make(name, source).finally(() => making.delete(name));
        making.set(name, pending);
      }
      return pending;
    },
  };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
