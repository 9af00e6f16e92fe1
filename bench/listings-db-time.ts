// Database time of every distinct list request of the mix, alone (no other query running): the
// API's one statement per request, run RUNS (3) times in a row, the median kept (the first run of a
// statement can pay for reading pages into the cache; the median is what a warm database spends).
// Prints the spread, the slowest requests and how many exceed the budget (issue 31: 150 ms).
import type pg from 'pg';
import { median } from './lib/product.ts';
import { listQuery, publicFilter } from './listings-query.ts';

export interface DbTime {
  path: string;
  ms: number;
}

export async function timeListRequests(
  pool: pg.Pool,
  paths: string[],
  { runs = 3, budget = 150 } = {},
): Promise<{ times: DbTime[]; over: number; budget: number }> {
  const times: DbTime[] = [];
  for (const path of paths) {
    if (!path.startsWith('/api/post?')) continue;
    const { sql, params } = listQuery(publicFilter(new URL(path, 'http://mix').searchParams));
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await pool.query(sql, params);
      ms.push(performance.now() - started);
    }
    times.push({ path, ms: median(ms) });
  }
  times.sort((a, b) => b.ms - a.ms);
  const ascending = [...times].reverse();
  const quantile = (q: number) =>
    ascending[Math.min(ascending.length - 1, Math.floor(q * ascending.length))]?.ms ?? 0;
  const over = times.filter((t) => t.ms > budget).length;
  console.log(
    `\nDatabase time of the mix's ${times.length} distinct list requests, each alone (median of ${runs} runs): ` +
      `p50 ${quantile(0.5).toFixed(1)} ms, p90 ${quantile(0.9).toFixed(1)} ms, p99 ${quantile(0.99).toFixed(1)} ms, ` +
      `max ${(times[0]?.ms ?? 0).toFixed(1)} ms; over ${budget} ms: ${over}`,
  );
  for (const t of times.slice(0, 8))
    console.log(`  ${t.ms.toFixed(1).padStart(8)}  ${decodeURIComponent(t.path).slice(0, 160)}`);
  return { times, over, budget };
}
