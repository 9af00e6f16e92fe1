// The baseline of the listings benchmark: bare node:http + pg answering a guest's GET /api/post (every
// filter, sort and cursor) and GET /api/post/{id} with the API's own SQL, query builders and row
// mapping, and nothing else (no framework, validation, hooks, logging, security headers).
// Compression is done as the API does it (platform/compression.ts, @fastify/compress): brotli
// (quality 4) or gzip, whichever the client accepts first in that order, for bodies of 1 KB or
// more; synchronously up to @fastify/compress's sync threshold, on the thread pool above it.
// Started by listings.bench.ts as a process of its own, like the API: PORT, DATABASE_URL.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { createLocalStorage } from '../apps/api/src/modules/uploads/local-storage.ts';
import { createUploadSigner } from '../apps/api/src/modules/uploads/upload-signature.ts';
import { SESSION_SETTINGS_OPTIONS } from '../apps/api/src/db/session-settings.ts';
import { BENCH_DATABASE_URL } from './listings-db.ts';
import { ormOf, postDetail } from './listings-detail.ts';
import { listResponse, publicFilter, runList, type RenderedQuery } from './listings-query.ts';

// Same pool size as the API's default (DATABASE_POOL_MAX), same session settings.
const pool = new pg.Pool({
  connectionString: BENCH_DATABASE_URL,
  max: 10,
  options: SESSION_SETTINGS_OPTIONS,
});
const orm = ormOf(pool);
// Only its publicUrl() is used: the URLs of the images in the answer.
const storage = createLocalStorage({ dataDir: '/nonexistent', signer: createUploadSigner('x') });

const query = async <T>({ sql, params }: RenderedQuery): Promise<T[]> =>
  (await pool.query(sql, params)).rows as T[];

/** @fastify/compress's defaults as the API registers them (threshold 1024, brotli quality 4). */
const THRESHOLD = 1024;
// @fastify/compress computeSyncThreshold(): 64 KB >> 3 per extra core, at least 4 KB (8 KB on 2 cores).
const SYNC_THRESHOLD = Math.max(4096, 65536 >> (3 * (Math.min(availableParallelism(), 4) - 1)));
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encodingOf(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return null;
}

async function sendJson(req: IncomingMessage, res: ServerResponse, value: unknown): Promise<void> {
  const body = Buffer.from(JSON.stringify(value));
  const encoding = encodingOf(req);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
  };
  let payload = body;
  if (encoding && body.length >= THRESHOLD) {
    if (body.length <= SYNC_THRESHOLD) {
      payload = encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
    } else {
      payload = encoding === 'br' ? await brotli(body, BROTLI) : await gzip(body);
    }
    headers['content-encoding'] = encoding;
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = payload.length;
  res.writeHead(200, headers).end(payload);
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (req.method === 'GET' && url.pathname === '/api/post') {
    const filter = publicFilter(url.searchParams);
    await sendJson(req, res, listResponse(filter, await runList(query, filter), storage));
    return;
  }
  const detail = /^\/api\/post\/([0-9a-f-]{36})$/.exec(url.pathname);
  if (req.method === 'GET' && detail) {
    const post = await postDetail(orm, storage, detail[1]!);
    if (post) await sendJson(req, res, post);
    else res.writeHead(404).end();
    return;
  }
  res.writeHead(404).end();
}

const server = createServer((req, res) => {
  answer(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen(Number(process.env.PORT ?? 5099), '127.0.0.1', () => {
  process.send?.('ready');
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
