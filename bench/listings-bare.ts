// The baseline of the listings benchmark: bare node:http + pg answering GET /api/post for guests with
// the API's own SQL and row mapping, and nothing else (no framework, validation, hooks or logging).
// Started by listings.bench.ts as a process of its own, like the API: PORT, DATABASE_URL.
import { createServer } from 'node:http';
import pg from 'pg';
import { createLocalStorage } from '../apps/api/src/modules/uploads/local-storage.ts';
import { createUploadSigner } from '../apps/api/src/modules/uploads/upload-signature.ts';
import { SESSION_SETTINGS_OPTIONS } from '../apps/api/src/db/session-settings.ts';
import { BENCH_DATABASE_URL } from './listings-db.ts';
import { listResponse, publicFilter, runList, type RenderedQuery } from './listings-query.ts';

// Same pool size as the API's default (DATABASE_POOL_MAX), same session settings.
const pool = new pg.Pool({
  connectionString: BENCH_DATABASE_URL,
  max: 10,
  options: SESSION_SETTINGS_OPTIONS,
});
// Only its publicUrl() is used: the URLs of the images in the answer.
const storage = createLocalStorage({ dataDir: '/nonexistent', signer: createUploadSigner('x') });

const query = async <T>({ sql, params }: RenderedQuery): Promise<T[]> =>
  (await pool.query(sql, params)).rows as T[];

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (req.method !== 'GET' || url.pathname !== '/api/post') {
    res.writeHead(404).end();
    return;
  }
  const filter = publicFilter(url.searchParams);
  runList(query, filter)
    .then((result) => {
      const body = JSON.stringify(listResponse(filter, result, storage));
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    })
    .catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    });
});

server.listen(Number(process.env.PORT ?? 5099), '127.0.0.1', () => {
  process.send?.('ready');
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
