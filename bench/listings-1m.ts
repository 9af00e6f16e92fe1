// Fills server PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/dawa_bench) with
// LISTINGS listings (default 1,000,000) for the listings benchmark: the app's migrations first, then
// INSERT ... SELECT generate_series over the demo catalogue's products, then the indexes, then VACUUM (ANALYZE).
// Re-running keeps an already filled database; FRESH=1 empties the listings first.
//   npm run bench:listings:generate -w @dawa/bench
import { sql } from 'drizzle-orm';
import { CATALOGUE } from '../apps/api/scripts/seed-demo-catalogue.ts';
import {
  BENCH_DATABASE_URL,
  BENCH_VIEWER_EMAIL,
  benchSellerEmail,
  openBenchDatabase,
} from './listings-db.ts';

const target = Number(process.env.LISTINGS ?? 1_000_000);
const sellers = Number(process.env.SELLERS ?? 2_000);
const chunk = 100_000;
const savedByViewer = 5_000;

const db = await openBenchDatabase();
const run = async (statement: ReturnType<typeof sql>) => db.orm.execute(statement);
const one = async <T>(statement: ReturnType<typeof sql>): Promise<T> =>
  (await db.orm.execute(statement)).rows[0] as T;
const started = performance.now();
const say = (message: string) =>
  console.log(`${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  ${message}`);

try {
  console.log(`Listings benchmark data in ${BENCH_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}`);
  if (process.env.FRESH === '1') {
    await run(sql`TRUNCATE posts, post_media, saved_posts, post_reports`);
    say('emptied listings');
  }
  const { n: existing } = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM posts`);
  if (existing >= target) {
    say(`${existing} listings already there; nothing to generate (FRESH=1 to start over)`);
  } else {
    try {
      await generate(existing);
    } finally {
      await restoreIndexes();
    }
  }
  await restoreIndexes();
  // VACUUM too: it sets the hint bits and the visibility map of the fresh rows once, here, instead
  // of the first benchmark queries paying for it (and enables index-only scans).
  await run(sql`VACUUM (ANALYZE) posts, post_media, saved_posts, users`);
  say('vacuumed and analysed');
} finally {
  await db.close();
}

async function generate(existing: number): Promise<void> {
  // Sellers and the viewer whose favourites the "saved" shape reads; no password, so no sign-in.
  await run(sql`
    INSERT INTO users (email, email_verified, full_name, username)
    SELECT 'seller' || g || '@bench.dawa.et', true, 'Bench seller ' || g, 'bench-seller-' || g
    FROM generate_series(1, ${sellers}) g
    ON CONFLICT DO NOTHING`);
  await run(sql`
    INSERT INTO users (email, email_verified, full_name, username)
    VALUES (${BENCH_VIEWER_EMAIL}, true, 'Bench viewer', 'bench-viewer') ON CONFLICT DO NOTHING`);
  say(`${sellers} sellers (${benchSellerEmail(1)} ...) and ${BENCH_VIEWER_EMAIL}`);

  // Every product variant of the demo catalogue, with its sub-category: ~1,000 distinct titles.
  await run(sql`DROP TABLE IF EXISTS bench_products`);
  await run(
    sql`CREATE TEMP TABLE bench_products (n int, slug text, title text, description text, lo int, hi int)`,
  );
  const products: string[][] = [];
  for (const [slug, { items }] of Object.entries(CATALOGUE)) {
    for (const item of items)
      for (const spec of item.specs)
        for (const [pack, factor] of item.packs)
          products.push([
            slug,
            `${item.name} ${spec} – ${pack}`,
            `${item.name}, ${spec}, ${pack}.`,
            String(Math.round(item.price[0] * factor)),
            String(Math.round(item.price[1] * factor)),
          ]);
  }
  for (let i = 0; i < products.length; i += 200) {
    const rows = products
      .slice(i, i + 200)
      .map(
        ([slug, title, description, lo, hi], k) =>
          sql`(${i + k}, ${slug}, ${title}, ${description}, ${Number(lo)}, ${Number(hi)})`,
      );
    await run(sql`INSERT INTO bench_products VALUES ${sql.join(rows, sql`, `)}`);
  }
  await run(sql`
    CREATE TEMP TABLE bench_catalogue AS
    SELECT row_number() OVER (ORDER BY p.n)::int - 1 AS n, c.id AS sub_id, c.parent_id AS cat_id,
      c.regulated, p.title, p.description, p.lo, p.hi
    FROM bench_products p JOIN categories c ON c.slug = p.slug AND c.parent_id IS NOT NULL`);
  const { n: catalogueSize } = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM bench_catalogue`,
  );
  await run(sql`
    CREATE TEMP TABLE bench_sellers AS
    SELECT row_number() OVER (ORDER BY id)::int - 1 AS n, id FROM users WHERE email LIKE 'seller%@bench.dawa.et'`);
  const { n: sellerCount } = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM bench_sellers`,
  );
  say(`${catalogueSize} catalogue products over the seeded sub-categories, ${sellerCount} sellers`);

  // Loading without the secondary indexes and building them once afterwards is several times faster.
  // Their definitions are kept in a table first, so an interrupted load can still restore them.
  await saveIndexDefinitions();
  const { rows: dropped } = await run(sql`SELECT name FROM bench_posts_indexes`);
  for (const { name } of dropped as { name: string }[])
    await run(sql.raw(`DROP INDEX IF EXISTS "${name}"`));
  say(`dropped ${dropped.length} secondary indexes of posts for the load`);

  await run(sql`SET synchronous_commit = off`);
  await run(sql`SELECT setseed(0.20261123)`);
  for (let from = existing + 1; from <= target; from += chunk) {
    const to = Math.min(target, from + chunk - 1);
    // Per row: a product, a seller, a price inside the product's range, and the demo's mix of
    // statuses (3 % draft, 6 % sold) and reviews (regulated: 75 % approved, 17 % pending, 8 % rejected).
    await run(sql`
      INSERT INTO posts (title, description, category_id, sub_category_id, condition, price_minor,
        negotiable, contact_phone, location, bulk_available, bulk_price_minor, bulk_quantity,
        delivery_available, status, compliance_status, rejection_reason, created_by, created_at, updated_at)
      SELECT c.title,
        c.description || ' Made in ' ||
          (ARRAY['India','Ethiopia','China','Germany','Egypt','Turkey','Kenya'])[1 + (g % 7)] ||
          '. Delivery in ' || (ARRAY['Bole','Piassa','Merkato','Kazanchis','Megenagna','Sarbet','Lideta','Gerji'])[1 + (g % 8)] || '.',
        c.cat_id, c.sub_id, 'NEW',
        (c.lo + floor(r.price * (c.hi - c.lo + 1)))::bigint * 100,
        r.flags < 0.25, '+2519' || lpad((g % 100000000)::text, 8, '0'),
        (ARRAY['Bole','Piassa','Merkato','Kazanchis','Megenagna','Sarbet','Lideta','Gerji'])[1 + (g % 8)] || ', Addis Ababa',
        r.flags > 0.7, CASE WHEN r.flags > 0.7 THEN (c.lo * 90)::bigint END, CASE WHEN r.flags > 0.7 THEN 50 END,
        r.flags BETWEEN 0.2 AND 0.75,
        CASE WHEN r.state < 0.03 THEN 'DRAFT' WHEN r.state < 0.09 THEN 'SOLD' ELSE 'ACTIVE' END,
        CASE WHEN NOT c.regulated OR r.review < 0.75 THEN 'APPROVED' WHEN r.review < 0.92 THEN 'PENDING' ELSE 'REJECTED' END,
        CASE WHEN c.regulated AND r.review >= 0.92 THEN 'Attach the EFDA registration number.' END,
        s.id,
        timestamptz '2026-01-01' + g * interval '20 seconds', timestamptz '2026-01-01' + g * interval '20 seconds'
      FROM generate_series(${from}::int, ${to}::int) g
      CROSS JOIN LATERAL (SELECT random() AS price, random() AS flags, random() AS state,
        random() AS review, random() AS product, random() AS seller, g AS row_no) r
      JOIN bench_catalogue c ON c.n = floor(r.product * ${catalogueSize})::int
      JOIN bench_sellers s ON s.n = floor(r.seller * ${sellerCount})::int
      ORDER BY g`);
    say(`listings ${from}–${to}`);
  }

  // One or two images each, under the seller's upload folder (the files themselves are not needed).
  await run(sql`
    INSERT INTO post_media (post_id, storage_key, name, position, is_primary)
    SELECT p.id, 'uploads/' || p.created_by || '/' || md5(p.id::text || k)::uuid, 'photo-' || k || '.jpg', k, k = 0
    FROM posts p CROSS JOIN generate_series(0, 1) k
    WHERE k = 0 OR p.seq % 3 = 0
    ON CONFLICT DO NOTHING`);
  say('images');

  await run(sql`
    INSERT INTO saved_posts (user_id, post_id)
    SELECT u.id, p.id FROM users u
    CROSS JOIN LATERAL (SELECT id FROM posts WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED'
      AND seq % 197 = 0 ORDER BY seq LIMIT ${savedByViewer}) p
    WHERE u.email = ${BENCH_VIEWER_EMAIL}
    ON CONFLICT DO NOTHING`);
  say('favourites of the viewer');
}

async function saveIndexDefinitions(): Promise<void> {
  await run(
    sql`CREATE TABLE IF NOT EXISTS bench_posts_indexes (name text PRIMARY KEY, def text NOT NULL)`,
  );
  await run(sql`
    INSERT INTO bench_posts_indexes
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.tablename = 'posts' AND i.schemaname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ON CONFLICT (name) DO NOTHING`);
}

/** Builds every saved index of posts that is missing (all of them after a load). */
async function restoreIndexes(): Promise<void> {
  const exists = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'bench_posts_indexes'`,
  );
  if (exists.n === 0) return;
  const { rows } = await run(sql`
    SELECT b.name, b.def FROM bench_posts_indexes b
    WHERE NOT EXISTS (SELECT 1 FROM pg_indexes i WHERE i.indexname = b.name)`);
  if (rows.length === 0) return;
  await run(sql`SET maintenance_work_mem = '1GB'`);
  for (const { name, def } of rows as { name: string; def: string }[]) {
    await run(sql.raw(def));
    say(`index ${name}`);
  }
}
