import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { listingBody, publish, readTaxonomy, uploadImages } from '../../test/listings.ts';

// A listing page's document preloads the photo the page opens on, and the front page's the first
// card's, for listings anyone may see and for no other: the document is the same for everyone, so it must not reveal a hidden one's photo.

const html = { accept: 'text/html' };
const preloadOf = (url: string) =>
  `<link rel="preload" as="image" href="${url}" fetchpriority="high">`;

describe.each(databases())("a listing page's photo preload (%s)", (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dawa-photo-hint-'));
    const web = join(dir, 'web');
    await mkdir(join(web, 'assets'), { recursive: true });
    await writeFile(join(web, 'index.html'), '<html><head></head><body></body></html>');
    // A loaded CI machine must not turn the hint's time budget into a failure here.
    app = await t.build({
      env: { DATA_DIR: join(dir, 'data'), WEB_DIST_DIR: web, PAGE_HINT_MS: '60000' },
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('preloads the photo a listed listing opens on, and the front page’s first card, nothing hidden', async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'photo-hint-seller' });
    const tax = await readTaxonomy(app);
    const [first, second] = await uploadImages(app, seller.token, 2);
    if (!first || !second) throw new Error('uploads missing');
    const listed = await publish(
      app,
      seller.token,
      listingBody(tax.open, [first, { ...second, isPrimary: true }]),
    );
    const primary = listed.medias.find((m) => m.isPrimary);
    expect(listed.compliance_status).toBe('APPROVED');
    expect(primary?.url).toMatch(/^\/api\/files\//);

    // The front page's first card is the newest listing: its thumbnail.
    const front = await app.inject({ url: '/', headers: html });
    expect(front.body).toContain(
      preloadOf(listed.medias.find((m) => m.isPrimary)?.thumbnailUrl ?? ''),
    );

    const page = await app.inject({ url: `/listing/${listed.id}`, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${preloadOf(primary?.url ?? '')}\n</head>`);
    expect(page.body.match(/rel="preload" as="image"/g)).toHaveLength(1);

    // Awaiting review (a regulated category): only its seller and administrators may see it.
    const pending = await publish(app, seller.token, listingBody(tax.regulated, [first]));
    expect(pending.compliance_status).not.toBe('APPROVED');
    const unknown = '13443a4d-d93b-81d0-a19f-b88e575883f2';
    for (const path of [`/listing/${pending.id}`, `/listing/${unknown}`, '/listing/not-an-id']) {
      const res = await app.inject({ url: path, headers: html });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('rel="preload" as="image"');
    }
    // The newest listing now awaits review: the front page shows (and preloads) the listed one.
    const frontAgain = await app.inject({ url: '/', headers: html });
    expect(frontAgain.body).toContain(preloadOf(primary?.thumbnailUrl ?? ''));
    expect(frontAgain.body).not.toContain(pending.medias[0]?.thumbnailUrl ?? 'none');
  });
});
