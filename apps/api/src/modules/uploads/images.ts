import { UPLOAD_MESSAGES, type TUploadMimeType } from '@dawa/contract';
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { AppError } from '../../platform/errors.ts';
import type { ImageVariant, StoredFile } from './storage.ts';

const THUMBNAIL_WIDTH = 400;
/** A phone's screen at its pixel density (412 px at 2.6x) and a desktop's gallery, not a sensor's. */
const DISPLAY_SIZE = 1200;

// sharp is a native library: loaded with the first image, not by every start of the API.
let sharpModule: Promise<{ default: typeof SharpModule }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

const startsWith = (bytes: Buffer, prefix: number[], offset = 0) =>
  prefix.every((byte, i) => bytes[offset + i] === byte);

/** The real type by magic bytes; the client's word (extension, content type) counts for nothing. */
function detectImageType(bytes: Buffer): TUploadMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Checks an upload is an allowed image of sane dimensions, then re-encodes it (turned upright per
 * EXIF; sharp writes no metadata unless asked, so EXIF, GPS and comments are gone) and makes its
 * display size (WebP, at most DISPLAY_SIZE on each side) and a thumbnail. Throws 415 for a non-image and 400 for an image too large or unreadable.
 */
export async function processImage(
  bytes: Buffer,
  { maxPixels, declaredType }: { maxPixels: number; declaredType?: TUploadMimeType },
): Promise<Record<ImageVariant, StoredFile>> {
  const type = detectImageType(bytes);
  if (type === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notAnImage);
  if (declaredType !== undefined && declaredType !== type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.typeMismatch);

  const sharp = await loadSharp();
  // The header alone, before any pixel is decoded: a few KB can declare gigapixels.
  const { width, height } = await unreadableAs400(() =>
    sharp(bytes, { limitInputPixels: false }).metadata(),
  );
  if (!width || !height) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.unreadableImage);
  if (width * height > maxPixels) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.imageTooLarge);

  const image = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
  const [original, display, thumb] = await unreadableAs400(() =>
    Promise.all([
      encode(image(), type).toBuffer(),
      image()
        .resize({
          width: DISPLAY_SIZE,
          height: DISPLAY_SIZE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer(),
      image()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]),
  );
  return {
    original: { body: original, contentType: type },
    display: { body: display, contentType: 'image/webp' },
    thumb: { body: thumb, contentType: 'image/webp' },
  };
}

function encode(image: Sharp, type: TUploadMimeType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 85 });
  }
}

async function unreadableAs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.unreadableImage, { cause: error });
  }
}
