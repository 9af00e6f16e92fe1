// GET /api/health through the whole product (Fastify, hooks, schemas, logging) side by side with
// a bare node:http server answering the same JSON, interleaved rounds, medians. Run after a build.
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { median, randomPort, startProduct, tempDataDir } from './lib/product.ts';

const rounds = Number(process.env.ROUNDS ?? 5);
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

const started = Date.now();
const bare = createServer((_req, res) => {
  const body = JSON.stringify({
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: (Date.now() - started) / 1000,
  });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
const barePort = randomPort();
await new Promise<void>((r) => bare.listen(barePort, '127.0.0.1', r));

const dataDir = tempDataDir();
const product = await startProduct({ dataDir });

interface Round {
  rps: number;
  p99: number;
}
const results: Record<'dawa' | 'bare', Round[]> = { dawa: [], bare: [] };
const run = async (url: string): Promise<Round> => {
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  return { rps: r.requests.average, p99: r.latency.p99 };
};
try {
  for (let i = 0; i < rounds; i++) {
    results.dawa.push(await run(`${product.url}/api/health`));
    results.bare.push(await run(`http://127.0.0.1:${barePort}/`));
  }
  const summary = (k: 'dawa' | 'bare') => ({
    rps: median(results[k].map((r) => r.rps)),
    p99: median(results[k].map((r) => r.p99)),
  });
  const d = summary('dawa');
  const b = summary('bare');
  console.log(
    `GET /api/health, ${rounds} interleaved rounds of ${duration}s, ${connections} connections, medians:`,
  );
  console.log(`  dawa: ${d.rps.toFixed(0)} req/s, p99 ${d.p99} ms`);
  console.log(`  bare: ${b.rps.toFixed(0)} req/s, p99 ${b.p99} ms`);
  console.log(
    `  throughput ratio ${(d.rps / b.rps).toFixed(2)}, p99 ratio ${(d.p99 / Math.max(b.p99, 1)).toFixed(2)}`,
  );
} finally {
  await product.stop();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
