import {
  ZCategoryPageResponse,
  ZParentCategoriesResponse,
  ZPost,
  ZUploadResponse,
  type TCategory,
  type TCreatePostRequest,
  type TPost,
} from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { as } from './factories.ts';
import { uploadMultipart } from './uploads.ts';

const smallPng = () =>
  sharp({
    create: {
      width: 32,
      height: 24,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();

/** Stores `count` small images as `token`'s uploads; answers their `{name, url}` for a listing. */
export async function uploadImages(app: FastifyInstance, token: string, count = 1) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      field: 'files',
      name: `photo-${String(i + 1)}.png`,
      type: 'image/png',
      body: await smallPng(),
    })),
  );
  const res = await uploadMultipart(app, token, files);
  expect(res.statusCode, res.body).toBe(200);
  return ZUploadResponse.parse(res.json()).files.map(({ name, url }) => ({ name, url }));
}

export interface Taxonomy {
  /** A parent and a child of it, neither regulated. */
  open: { category: TCategory; sub: TCategory; otherSub: TCategory };
  /** A regulated parent and a child of it. */
  regulated: { category: TCategory; sub: TCategory };
}

/** Picks categories from the seeded taxonomy. */
export async function readTaxonomy(app: FastifyInstance): Promise<Taxonomy> {
  const parents = ZParentCategoriesResponse.parse(
    (await app.inject({ url: '/api/category/parent?limit=100' })).json(),
  ).result;
  const subsOf = async (parent: TCategory) =>
    ZCategoryPageResponse.parse(
      (await app.inject({ url: `/api/sub-category?category=${parent.id}&limit=100` })).json(),
    ).categories;
  const find = async (regulated: boolean) => {
    for (const category of parents) {
      if (category.regulated && !regulated) continue;
      const subs = (await subsOf(category)).filter((s) => s.regulated === regulated);
      if (subs.length >= 2 || (regulated && subs.length >= 1)) return { category, subs };
    }
    throw new Error(`no ${regulated ? 'regulated' : 'open'} sub-categories in the seed`);
  };
  const open = await find(false);
  const regulated = await find(true);
  const [sub, otherSub] = open.subs as [TCategory, TCategory];
  return {
    open: { category: open.category, sub, otherSub },
    regulated: { category: regulated.category, sub: regulated.subs[0] as TCategory },
  };
}

/** A valid listing body in `where`, with `medias` already uploaded. */
export function listingBody(
  where: { category: TCategory; sub: TCategory },
  medias: { name: string; url: string; isPrimary?: boolean }[],
  overrides: Partial<TCreatePostRequest> = {},
): TCreatePostRequest {
  return {
    medias,
    title: 'Amoxicillin 500mg capsules, box of 100',
    description: 'Sealed boxes from an approved importer, expiry 2028.',
    category: where.category.id,
    sub_category: where.sub.id,
    condition: 'NEW',
    price: 450.5,
    contactPhone: '+251911234567',
    location: 'Bole, Addis Ababa',
    ...overrides,
  };
}

/** Publishes a listing as `token`; expects 201. */
export async function publish(
  app: FastifyInstance,
  token: string,
  body: TCreatePostRequest,
): Promise<TPost> {
  const res = await app.inject({ method: 'POST', url: '/api/post', payload: body, ...as(token) });
  expect(res.statusCode, res.body).toBe(201);
  return ZPost.parse(res.json());
}
