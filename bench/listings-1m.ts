// Fills server PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/dawa_bench) with
// LISTINGS listings (default 1,000,000) for the listings benchmark: the app's migrations first, then
// INSERT ... SELECT generate_series combining products, specs, packs, makers and qualifiers
// (lib/listing-vocabulary.ts) into varied titles, then the indexes, then VACUUM (ANALYZE); prints
// how many distinct titles and vocabulary words the listings have.
// Re-running keeps an already filled database; FRESH=1 empties the listings (and their words) first.
//   npm run bench:listings:generate -w @dawa/bench
import { sql } from 'drizzle-orm';
import {
  BENCH_DATABASE_URL,
  BENCH_VIEWER_EMAIL,
  benchSellerEmail,
  openBenchDatabase,
} from './listings-db.ts';
import {
  MAKERS,
  PHARMA_MAKERS,
  ORIGINS_ALL,
  PHRASES,
  PLACES,
  productBases,
  QUALIFIERS,
} from './lib/listing-vocabulary.ts';

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
    // The vocabulary too: the product never forgets a word, but a fresh database has none.
    await run(sql`TRUNCATE posts, post_media, saved_posts, post_reports, search_words CASCADE`);
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
  await report();
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

  // The products (demo catalogue + extra generics, equipment, supplies) with their sub-category.
  // Plain tables, not TEMP ones: the pool may hand each statement another connection.
  const bases = productBases();
  await run(sql`DROP TABLE IF EXISTS bench_bases, bench_vocab, bench_sellers`);
  await run(sql`
    CREATE UNLOGGED TABLE bench_bases AS
    SELECT (x.n - 1)::int AS n, c.id AS sub_id, c.parent_id AS cat_id, c.regulated, x.kind, x.name,
      ARRAY(SELECT jsonb_array_elements_text(x.specs)) AS specs,
      ARRAY(SELECT jsonb_array_elements_text(x.labels)) AS labels,
      ARRAY(SELECT jsonb_array_elements_text(x.factors)::float8) AS factors,
      x.lo::float8 AS lo, x.hi::float8 AS hi
    FROM jsonb_to_recordset(${JSON.stringify(
      bases.map((b, i) => ({
        n: i + 1,
        slug: b.slug,
        kind: b.kind,
        name: b.name,
        specs: b.specs,
        labels: b.packs.map(([label]) => label),
        factors: b.packs.map(([, factor]) => factor),
        lo: b.price[0],
        hi: b.price[1],
      })),
    )}::jsonb) AS x(n int, slug text, kind text, name text, specs jsonb, labels jsonb, factors jsonb, lo int, hi int)
    JOIN categories c ON c.slug = x.slug AND c.parent_id IS NOT NULL`);
  const { n: baseCount } = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM bench_bases`,
  );
  if (baseCount !== bases.length)
    throw new Error(`${bases.length - baseCount} products lack their sub-category`);
  const words = (list: readonly string[]) =>
    sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
  await run(sql`
    CREATE UNLOGGED TABLE bench_vocab AS SELECT ${words(MAKERS)} AS makers, ${words(QUALIFIERS)} AS qualifiers,
      ${words(PLACES)} AS places, ${words(PHRASES)} AS phrases, ${words(ORIGINS_ALL)} AS origins`);
  await run(sql`
    CREATE UNLOGGED TABLE bench_sellers AS
    SELECT row_number() OVER (ORDER BY email)::int - 1 AS n, id FROM users WHERE email LIKE 'seller%@bench.dawa.et'`);
  const { n: sellerCount } = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM bench_sellers`,
  );
  say(
    `${baseCount} products over the seeded sub-categories, ${MAKERS.length} makers, ${sellerCount} sellers`,
  );

  // Loading without the secondary indexes and building them once afterwards is several times faster.
  // Their definitions are kept in a table first, so an interrupted load can still restore them.
  await saveIndexDefinitions();
  const { rows: dropped } = await run(sql`SELECT name FROM bench_posts_indexes`);
  for (const { name } of dropped as { name: string }[])
    await run(sql.raw(`DROP INDEX IF EXISTS "${name}"`));
  say(`dropped ${dropped.length} secondary indexes of posts for the load`);

  // The search vocabulary (search_words) is kept by the statement trigger of migration 0018, left
  // on: each INSERT below adds its words in one pass, exactly as the product would.
  await run(sql`SET synchronous_commit = off`);
  for (let from = existing + 1; from <= target; from += chunk) {
    const to = Math.min(target, from + chunk - 1);
    await run(insertListings(from, to, { bases: baseCount, sellers: sellerCount }));
    say(`listings ${from}–${to}`);
  }
  await run(sql`DROP TABLE IF EXISTS bench_bases, bench_vocab, bench_sellers`);

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

/** A uniform number in [0, 1) from row g's hash under key k: reproducible, no state. */
function u(k: number) {
  return sql.raw(`((hashint8extended(g, ${k}) & 9007199254740991)::float8 / 9007199254740992)`);
}

/**
 * Listings from..to. Per row, from hashes of g: a product (skewed: a few very common, a long tail),
 * a spec and pack, often a maker and a qualifier in the title; a log-normal price around the
 * product's range for that pack (a few prices 10× off, 2 % "call for price"); a seller (a few big
 * wholesalers); a place (mostly Addis Ababa); the demo's mix of statuses and reviews (3 % draft,
 * 6 % sold, 1 % removed; regulated: 75 % approved, 17 % pending, 8 % rejected); dates over 2 years.
 */
function insertListings(from: number, to: number, n: { bases: number; sellers: number }) {
  return sql`
    WITH r AS (
      SELECT g, ${u(1)} AS base, ${u(2)} AS spec, ${u(3)} AS pack, ${u(4)} AS maker, ${u(5)} AS has_maker,
        ${u(6)} AS qualifier, ${u(7)} AS has_qualifier, ${u(8)} AS z1, ${u(9)} AS z2, ${u(10)} AS odd,
        ${u(11)} AS seller, ${u(12)} AS place, ${u(13)} AS state, ${u(14)} AS review, ${u(15)} AS flags,
        ${u(16)} AS phrase1, ${u(17)} AS phrase2, ${u(18)} AS lot, ${u(19)} AS expiry, ${u(20)} AS edited,
        ${u(21)} AS origin
      FROM generate_series(${from}::bigint, ${to}::bigint) g
    ), x AS (
      SELECT r.*, b.*, s.id AS seller_id,
        b.specs[1 + floor(r.spec * cardinality(b.specs))::int] AS spec_text,
        1 + floor(power(r.pack, 1.6) * cardinality(b.factors))::int AS pack_no,
        CASE WHEN b.kind = 'medicine'
          THEN v.makers[1 + floor(power(r.maker, 1.8) * ${PHARMA_MAKERS})::int]
          ELSE v.makers[${PHARMA_MAKERS + 1} + floor(power(r.maker, 1.8) * ${MAKERS.length - PHARMA_MAKERS})::int]
        END AS maker_name,
        v.qualifiers[1 + floor(power(r.qualifier, 1.4) * cardinality(v.qualifiers))::int] AS qualifier_text,
        v.places[1 + floor(power(r.place, 1.7) * cardinality(v.places))::int] AS place_text,
        v.phrases[1 + floor(r.phrase1 * cardinality(v.phrases))::int] AS phrase_a,
        v.phrases[1 + floor(r.phrase2 * cardinality(v.phrases))::int] AS phrase_b,
        v.origins[1 + floor(r.origin * cardinality(v.origins))::int] AS origin_text,
        timestamptz '2024-11-20' + (r.g::float8 * ${(730 * 86400) / target}) * interval '1 second' AS created
      FROM r CROSS JOIN bench_vocab v
      JOIN bench_bases b ON b.n = floor(power(r.base, 2.2) * ${n.bases})::int
      JOIN bench_sellers s ON s.n = floor(power(r.seller, 2.5) * ${n.sellers})::int
    ), y AS (
      SELECT x.*, x.labels[x.pack_no] AS pack_text,
        CASE WHEN x.odd > 0.98 THEN NULL ELSE greatest(1, round(
          sqrt(x.lo * x.hi) * x.factors[x.pack_no]
          * exp((ln(x.hi / x.lo) / 3 + 0.12) * sqrt(-2 * ln(greatest(x.z1, 1e-12))) * cos(2 * pi() * x.z2))
          * CASE WHEN x.odd < 0.004 THEN 10 WHEN x.odd < 0.008 THEN 0.1 ELSE 1 END))::bigint * 100 END AS price
      FROM x
    )
    INSERT INTO posts (title, description, category_id, sub_category_id, condition, price_minor,
      custom_price, negotiable, contact_phone, location, bulk_available, bulk_price_minor, bulk_quantity,
      delivery_available, expiry_date, status, compliance_status, rejection_reason, created_by,
      created_at, updated_at, deleted_at)
    SELECT
      concat_ws(' ', CASE WHEN y.has_qualifier < 0.45 THEN y.qualifier_text END, y.name, y.spec_text)
        || ' – ' || y.pack_text || CASE WHEN y.has_maker < 0.6 THEN ' – ' || y.maker_name ELSE '' END,
      concat_ws(' ', y.name || ', ' || y.spec_text || ', ' || y.pack_text || '.',
        'Manufactured by ' || y.maker_name || ' (' || y.origin_text || ').',
        CASE WHEN y.kind <> 'equipment' THEN 'Expiry ' || lpad((1 + floor(y.expiry * 12))::text, 2, '0')
          || '/' || (2027 + floor(y.expiry * 3))::int || '.' END,
        CASE WHEN y.lot < 0.5 THEN 'Batch ' || chr(65 + floor(y.lot * 52)::int) || (100 + floor(y.phrase2 * 900))::int || '.' END,
        y.phrase_a, CASE WHEN y.phrase2 < 0.6 THEN y.phrase_b END,
        'Pick up in ' || y.place_text || ' or ask for delivery.'),
      y.cat_id, y.sub_id,
      CASE WHEN y.kind = 'equipment' AND y.flags < 0.15 THEN 'USED'
        WHEN y.kind = 'equipment' AND y.flags < 0.2 THEN 'REFURBISHED' ELSE 'NEW' END,
      y.price, CASE WHEN y.price IS NULL THEN 'Call for price' END,
      y.flags < 0.25, '+2519' || lpad((hashint8extended(y.g, 99) & 99999999)::text, 8, '0'),
      y.place_text,
      y.flags > 0.7, CASE WHEN y.flags > 0.7 THEN round(y.lo * y.factors[y.pack_no] * 0.9)::bigint * 100 END,
      CASE WHEN y.flags > 0.7 THEN 50 END,
      y.flags BETWEEN 0.2 AND 0.75,
      -- The expiry the description states (a month: its last day, as the product stores it).
      CASE WHEN y.kind <> 'equipment' THEN (make_date((2027 + floor(y.expiry * 3))::int,
        (1 + floor(y.expiry * 12))::int, 1) + interval '1 month' - interval '1 day')::date END,
      CASE WHEN y.state < 0.03 THEN 'DRAFT' WHEN y.state < 0.09 THEN 'SOLD' WHEN y.state < 0.1 THEN 'REMOVED' ELSE 'ACTIVE' END,
      CASE WHEN NOT y.regulated OR y.review < 0.75 THEN 'APPROVED' WHEN y.review < 0.92 THEN 'PENDING' ELSE 'REJECTED' END,
      CASE WHEN y.regulated AND y.review >= 0.92 THEN 'Attach the EFDA registration number.' END,
      y.seller_id, y.created,
      y.created + CASE WHEN y.edited < 0.3 THEN y.edited * interval '100 days' ELSE interval '0' END,
      CASE WHEN y.state >= 0.09 AND y.state < 0.1 THEN y.created + interval '30 days' END
    FROM y ORDER BY y.g`;
}

/** How varied the listings are, and whether the vocabulary holds exactly the listings' words. */
async function report(): Promise<void> {
  const counts = await one<{ listings: number; titles: number; words: number }>(sql`
    SELECT count(*)::int AS listings, count(DISTINCT title)::int AS titles,
      (SELECT count(*)::int FROM search_words) AS words FROM posts`);
  // The trigger's own definition (migration 0018), over every listing.
  const { missing } = await one<{ missing: number }>(sql`
    SELECT count(*)::int AS missing FROM (
      SELECT DISTINCT w.lexeme FROM posts p, unnest(p.search_vector) AS w WHERE length(w.lexeme) <= 40
    ) l WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = l.lexeme)`);
  say(
    `${counts.listings.toLocaleString('en')} listings, ${counts.titles.toLocaleString('en')} distinct titles, ` +
      `${counts.words.toLocaleString('en')} vocabulary words (${missing} of the listings' words missing)`,
  );
  if (missing > 0)
    throw new Error('search_words lacks words of the listings: typo correction would differ');
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
