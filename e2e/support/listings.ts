import { expect, type APIRequestContext } from '@playwright/test';
import type {
  TCategory,
  TCategoryPageResponse,
  TCreatePostRequest,
  TParentCategoriesResponse,
  TPost,
  TUploadedFile,
  TUploadResponse,
} from '@dawa/contract';
import { clientAddress, headersFor, type TestAccount } from './accounts.ts';

// Listings made through the product's own API (upload a photo, then POST /post), the seeded
// categories they go in, and the small images the specs upload.

/** A 1×1 PNG: the smallest image the upload accepts and re-encodes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Two small PNGs (16×12, teal and amber), so two uploads carry different checksums.
export const TEAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPgL8sjCTGMaigbDSV+bGEAABTLtkHc724CAAAAAElFTkSuQmCC',
  'base64',
);
export const AMBER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPYEsxJEmIY1RA8GkpbsIUBANhCzAEpLhlSAAAAAElFTkSuQmCC',
  'base64',
);

/** A parent category and one of its sub-categories, neither regulated (published at once). */
export async function openCategory(
  request: APIRequestContext,
): Promise<{ parent: TCategory; sub: TCategory }> {
  const parents = (await (
    await request.get('/api/category/parent?limit=100', { headers: clientAddress() })
  ).json()) as TParentCategoriesResponse;
  for (const parent of parents.result.filter((c) => !c.regulated)) {
    const subs = (await (
      await request.get(`/api/sub-category?category=${parent.id}&limit=100`, {
        headers: clientAddress(),
      })
    ).json()) as TCategoryPageResponse;
    const sub = subs.categories.find((c) => !c.regulated);
    if (sub) return { parent, sub };
  }
  throw new Error('no unregulated sub-category in the seed');
}

/** A sub-category marked regulated (the seeded taxonomy has several): its listings wait for review. */
export async function regulatedSubCategory(
  request: APIRequestContext,
): Promise<TCategory & { parent_id: string }> {
  const response = await request.get('/api/categories?limit=100', { headers: clientAddress() });
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as TCategoryPageResponse;
  const sub = categories.find(
    (c): c is TCategory & { parent_id: string } => c.regulated && c.parent_id !== null,
  );
  if (!sub) throw new Error('no regulated sub-category in the seed');
  return sub;
}

/** Uploads `buffer` as `seller`'s photo through POST /upload; answers the stored file. */
export async function uploadImage(
  request: APIRequestContext,
  seller: TestAccount,
  buffer = PNG,
): Promise<TUploadedFile[]> {
  const upload = await request.post('/api/upload', {
    headers: headersFor(seller),
    multipart: { file: { name: 'box.png', mimeType: 'image/png', buffer } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  return ((await upload.json()) as TUploadResponse).files;
}

/** POST /post as `seller`; answers the listing it made. */
export async function createPost(
  request: APIRequestContext,
  seller: TestAccount,
  data: TCreatePostRequest,
): Promise<TPost> {
  // Posted for the seller's pharmacy, as the web app does with it chosen (decision 018).
  const created = await request.post('/api/post', {
    headers: headersFor(seller, seller.tenant.id),
    data,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as TPost;
}

/**
 * A published listing by `seller`: one photo, in an unregulated sub-category (so it is live at
 * once), with ordinary details; `fields` override any of them.
 */
export async function publishListing(
  request: APIRequestContext,
  seller: TestAccount,
  fields: Partial<TCreatePostRequest> = {},
): Promise<TPost> {
  const { parent, sub } = await openCategory(request);
  const files = await uploadImage(request, seller);
  return createPost(request, seller, {
    medias: files.map((f) => ({ name: f.name, url: f.url })),
    title: `Paracetamol 500 mg, box of 100 (${Date.now().toString(36)})`,
    description: 'Sealed boxes from the manufacturer, expiry March 2028.',
    category: parent.id,
    sub_category: sub.id,
    price: 1250,
    contactPhone: '+251911223344',
    location: 'Bole, Addis Ababa',
    ...fields,
  });
}
