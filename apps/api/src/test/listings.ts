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
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseDriver } from '../db/client.ts';
import { useTestApp, type TestAppContext } from './build-test-app.ts';
import { as, createSignedInUser } from './factories.ts';
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

/** A person signed in for a test: their user, e-mail, password, session and token. */
export type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

export interface ListingsTestOptions<K extends string> {
  /** The start of the name of the app's own data folder (its uploads), removed after the file. */
  dataDirPrefix: string;
  /** The people signed in before the tests, by the names the tests call them. */
  people: Record<K, Parameters<typeof createSignedInUser>[2]>;
  /** Whose uploaded photo the tests' listings carry (`medias`); none without. */
  photosBy?: NoInfer<K>;
  /** The app's clock. */
  now?: () => Date;
}

interface ListingsTestFields {
  /** The file's test database and its other apps (`t.db`, `t.build`). */
  readonly t: TestAppContext;
  /** The app the tests call, with its own data folder. */
  readonly app: FastifyInstance;
  readonly dataDir: string;
  readonly tax: Taxonomy;
  /** One photo uploaded by `photosBy`, for `listingBody`. */
  readonly medias: { name: string; url: string }[];
}

export type ListingsTest<K extends string> = ListingsTestFields & { readonly [P in K]: SignedIn };

/**
 * The set-up the listings tests share, for one database: an app with a data folder of its own,
 * the people signed in, the seeded taxonomy read and a photo uploaded (`photosBy`). Call at the
 * top of a `describe.each(databases())`; its fields are there from the first test on, and each
 * person is a field under their name (`s.seller.token`).
 */
export function useListingsTest<K extends string>(
  driver: DatabaseDriver,
  options: ListingsTestOptions<K>,
): ListingsTest<K> {
  const t = useTestApp(driver);
  let dataDir: string | undefined;
  let ready:
    (Omit<ListingsTestFields, 't' | 'dataDir'> & { people: Record<string, SignedIn> }) | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), options.dataDirPrefix));
    const app = await t.build({
      env: { DATA_DIR: dataDir },
      ...(options.now && { now: options.now }),
    });
    const people = Object.fromEntries(
      await Promise.all(
        Object.entries<Parameters<typeof createSignedInUser>[2]>(options.people).map(
          async ([key, who]) => [key, await createSignedInUser(app, t.db, who)] as const,
        ),
      ),
    );
    const tax = await readTaxonomy(app);
    const photosBy = options.photosBy === undefined ? undefined : people[options.photosBy];
    const medias = photosBy ? await uploadImages(app, photosBy.token) : [];
    ready = { app, tax, medias, people };
  });
  afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useListingsTest: its fields exist only inside tests');
    return value;
  };
  const fields: ListingsTestFields = {
    t,
    get app() {
      return made(ready?.app);
    },
    get dataDir() {
      return made(dataDir);
    },
    get tax() {
      return made(ready?.tax);
    },
    get medias() {
      return made(ready?.medias);
    },
  };
  for (const key of Object.keys(options.people)) {
    if (key in fields) throw new Error(`useListingsTest: a person may not be called ${key}`);
    Object.defineProperty(fields, key, {
      get: () => made(ready?.people[key]),
      enumerable: true,
    });
  }
  return fields as ListingsTest<K>;
}
