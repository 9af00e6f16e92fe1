// EXPLAIN (ANALYZE, FORMAT JSON) of every statement of every list shape the API builds; a plan that
// scans `posts` sequentially is reported and counted (the benchmark then exits with 1).
import { isoDate, shelfLifeCutoff } from '@dawa/contract';
import type pg from 'pg';
import {
  toSearchTerms,
  type PostListFilter,
  type SearchTerms,
} from '../apps/api/src/modules/posts/post-list-query.ts';
import { listQuery, publicFilter, type RenderedQuery } from './listings-query.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

async function explain(pool: pg.Pool, query: RenderedQuery, analyze = true) {
  const { rows } = await pool.query<{
    'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
  }>(`EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${query.sql}`, query.params);
  const [result] = rows[0]!['QUERY PLAN'];
  const indexes = new Set<string>();
  const seqScans: string[] = [];
  walk(result.Plan, (node) => {
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'])
      seqScans.push(node['Relation Name']);
  });
  return { ms: result['Execution Time'], indexes: [...indexes], seqScans };
}

export async function explainShapes(
  pool: pg.Pool,
  ids: { medicines: string; antibiotics: string; seller: string; viewer: string },
): Promise<number> {
  const search = toSearchTerms('amoxicillin') as SearchTerms;
  const typo = toSearchTerms('amoxicilin 500') as SearchTerms;
  const number = toSearchTerms('500') as SearchTerms;
  const misspelt = toSearchTerms('paracetmol') as SearchTerms;
  const base = { viewerId: null, limit: 10, from: { offset: 0 } };
  const shelfLife = (months: number) => shelfLifeCutoff(isoDate(new Date()), months);
  const shapes: [string, PostListFilter][] = [
    ['no filter', { ...base, scope: { kind: 'public' } }],
    ['category', { ...base, scope: { kind: 'public' }, categoryId: ids.medicines }],
    ['sub-category', { ...base, scope: { kind: 'public' }, subCategoryId: ids.antibiotics }],
    [
      'price range',
      { ...base, scope: { kind: 'public' }, minPriceMinor: 20_000, maxPriceMinor: 200_000 },
    ],
    ['search', { ...base, scope: { kind: 'public' }, search }],
    ['search (typo, 2 words)', { ...base, scope: { kind: 'public' }, search: typo }],
    [
      'search + category + price',
      {
        ...base,
        scope: { kind: 'public' },
        search,
        categoryId: ids.medicines,
        minPriceMinor: 20_000,
        maxPriceMinor: 200_000,
      },
    ],
    ['createdBy (shop page)', { ...base, scope: { kind: 'public' }, createdBy: ids.seller }],
    [
      "seller's own list",
      { ...base, viewerId: ids.seller, scope: { kind: 'owner', ownerId: ids.seller } },
    ],
    ['saved', { ...base, viewerId: ids.viewer, scope: { kind: 'saved', userId: ids.viewer } }],
    ['cheapest first', { ...base, scope: { kind: 'public' }, sort: 'price_asc' }],
    ['dearest first', { ...base, scope: { kind: 'public' }, sort: 'price_desc' }],
    [
      'category, cheapest first',
      { ...base, scope: { kind: 'public' }, categoryId: ids.medicines, sort: 'price_asc' },
    ],
    [
      'sub-category, dearest first',
      { ...base, scope: { kind: 'public' }, subCategoryId: ids.antibiotics, sort: 'price_desc' },
    ],
    ['search, newest first', { ...base, scope: { kind: 'public' }, search, sort: 'newest' }],
    ['search, cheapest first', { ...base, scope: { kind: 'public' }, search, sort: 'price_asc' }],
    ['search a number (500)', { ...base, scope: { kind: 'public' }, search: number }],
    ['location', { ...base, scope: { kind: 'public' }, location: 'bole' }],
    // Shapes the benchmark's mix adds.
    ['search (misspelt word)', { ...base, scope: { kind: 'public' }, search: misspelt }],
    [
      'search + sub-category',
      { ...base, scope: { kind: 'public' }, search, subCategoryId: ids.antibiotics },
    ],
    ['search + location', { ...base, scope: { kind: 'public' }, search, location: 'bole' }],
    ['search, dearest first', { ...base, scope: { kind: 'public' }, search, sort: 'price_desc' }],
    [
      'sub-category + price range',
      {
        ...base,
        scope: { kind: 'public' },
        subCategoryId: ids.antibiotics,
        minPriceMinor: 20_000,
        maxPriceMinor: 200_000,
      },
    ],
    // The shelf-life filter (minShelfLifeMonths): alone, in a category, with words.
    [
      'shelf life 12 months',
      { ...base, scope: { kind: 'public' }, expiresOnOrAfter: shelfLife(12) },
    ],
    [
      'category + shelf life 24',
      {
        ...base,
        scope: { kind: 'public' },
        categoryId: ids.medicines,
        expiresOnOrAfter: shelfLife(24),
      },
    ],
    [
      'search + shelf life 6',
      { ...base, scope: { kind: 'public' }, search, expiresOnOrAfter: shelfLife(6) },
    ],
    [
      'search a number + shelf life 24',
      { ...base, scope: { kind: 'public' }, search: number, expiresOnOrAfter: shelfLife(24) },
    ],
  ];
  let misses = 0;
  console.log('\nEXPLAIN ANALYZE of each list shape (one statement: page, count, price ends):');
  for (const [name, filter] of shapes) {
    // Each shape gets its own search terms: the statement must not depend on an earlier run.
    const own = filter.search ? { ...filter, search: { ...filter.search } } : filter;
    const plan = await explain(pool, listQuery(own));
    if (plan.seqScans.includes('posts')) misses++;
    const others = plan.seqScans.filter((table) => table !== 'posts');
    console.log(
      `  ${name.padEnd(28)} ${
        plan.seqScans.includes('posts')
          ? `${plan.ms.toFixed(1)} ms SEQ SCAN OF posts`
          : `${plan.ms.toFixed(1)} ms [${plan.indexes.join(', ') || 'no index'}]${others.length > 0 ? ` (seq scan: ${others.join(', ')})` : ''}`
      }`,
    );
  }
  if (misses > 0)
    console.error(`\n${misses} statements scan posts sequentially: add or fix an index.`);
  return misses;
}

/**
 * The plan (no ANALYZE) of every distinct list request of the benchmark's mix, as the API would
 * build it: the number of statements that scan posts sequentially, each one printed.
 */
export async function explainMix(pool: pg.Pool, paths: string[]): Promise<number> {
  let lists = 0;
  let misses = 0;
  for (const path of paths) {
    if (!path.startsWith('/api/post?')) continue;
    lists++;
    const filter = publicFilter(new URL(path, 'http://mix').searchParams);
    const plan = await explain(pool, listQuery(filter), false);
    if (plan.seqScans.includes('posts')) {
      misses++;
      console.log(`  SEQ SCAN OF posts: ${decodeURIComponent(path)}`);
    }
  }
  console.log(
    `Plans of the mix's ${lists} distinct list requests: ${misses === 0 ? 'none scans posts sequentially' : `${misses} scan posts sequentially`}`,
  );
  return misses;
}
