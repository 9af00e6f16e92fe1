// Demo product photos: drawn as SVG (a coloured background, a few shapes and the product's initials),
// rendered by sharp, then put through the upload pipeline (re-encode + thumbnail) and stored under
// ordinary upload keys, exactly as a seller's upload would be.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { processImage } from '../src/modules/uploads/images.ts';
import { uploadKey, type Storage } from '../src/modules/uploads/storage.ts';
import { createRng } from './seed-demo-random.ts';

const WIDTH = 640;
const HEIGHT = 480;

export interface DemoImage {
  /** The upload key: `uploads/<sellerUserId>/<uuid>`. */
  key: string;
  /** The file name a seller would have uploaded. */
  name: string;
  /** What the picture shows: initials in large type and the label below them. */
  initials: string;
  label: string;
  hue: number;
  /** Varies the shapes, so images of one product differ. */
  variant: number;
}

export function demoImage(options: {
  sellerId: string;
  fileId: string;
  label: string;
  hue: number;
  variant: number;
}): DemoImage {
  const { sellerId, fileId, label, hue, variant } = options;
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    key: uploadKey(sellerId, fileId),
    name: `${slug}-${variant + 1}.jpg`,
    initials: initialsOf(label),
    label,
    hue,
    variant,
  };
}

/** "Amoxicillin + clavulanic acid" → "AC", "Paracetamol" → "PA". */
export function initialsOf(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter((w) => /^[A-Za-z]/.test(w));
  const [first = '', second] = words;
  return (second === undefined ? first.slice(0, 2) : `${first[0]}${second[0]}`).toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG of one image; everything in it follows from the image's fields (no randomness of its own). */
export function demoImageSvg(image: DemoImage): string {
  const rng = createRng(image.key, 'shapes');
  const shapes: string[] = [];
  const count = 3 + (image.variant % 3);
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, WIDTH);
    const y = rng.int(0, HEIGHT);
    const size = rng.int(40, 180);
    const opacity = (0.12 + rng.next() * 0.2).toFixed(2);
    const fill = `hsl(${(image.hue + rng.int(-40, 40) + 360) % 360}, 70%, 85%)`;
    shapes.push(
      (image.variant + i) % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${size / 6}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rng.int(0, 80)} ${x} ${y})"/>`,
    );
  }
  const label = image.label.length > 34 ? `${image.label.slice(0, 33)}…` : image.label;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${image.hue}, 55%, 42%)"/>
<stop offset="1" stop-color="hsl(${(image.hue + 25) % 360}, 60%, 30%)"/>
</linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
${shapes.join('\n')}
<text x="${WIDTH / 2}" y="${HEIGHT / 2 + 30}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="170" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(image.initials)}</text>
<text x="${WIDTH / 2}" y="${HEIGHT - 60}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/**
 * Draws and stores each image whose key is not stored yet (a re-run draws nothing), a few at a time.
 * Returns how many were written.
 */
export async function storeDemoImages(
  storage: Storage,
  images: readonly DemoImage[],
  { maxPixels }: { maxPixels: number },
): Promise<number> {
  const parallel = Math.max(2, availableParallelism());
  let written = 0;
  for (let start = 0; start < images.length; start += parallel) {
    const chunk = images.slice(start, start + parallel);
    const results = await Promise.all(
      chunk.map(async (image) => {
        if (await storage.exists(image.key)) return 0;
        const jpeg = await sharp(Buffer.from(demoImageSvg(image)))
          .jpeg({ quality: 85 })
          .toBuffer();
        await storage.save(image.key, await processImage(jpeg, { maxPixels }));
        return 1;
      }),
    );
    written += results.reduce<number>((sum, n) => sum + n, 0);
  }
  return written;
}
