// Bundles src/server.ts into dist/server.js for `node apps/api/dist/server.js`, then precompresses
// the built web app so the first page's JavaScript travels as brotli/gzip without per-request CPU.
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(await readFile(join(apiDir, 'package.json'), 'utf8'));

// npm packages stay in node_modules (native/wasm files, their own require calls); only the contract,
// which is TypeScript source, must be bundled. A package name also covers its sub-paths.
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@dawa/contract',
);

const outdir = join(apiDir, 'dist');
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(apiDir, 'src/server.ts')],
  outdir,
  bundle: true,
  // Keeps the database drivers in chunks of their own, loaded only when chosen (src/db/client.ts).
  splitting: true,
  // Chunks sit beside server.js: config.ts resolves its default paths from import.meta.url
  // and must find apps/api/drizzle one level up from whichever file it lands in.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
});

const webDist = join(apiDir, '../web/dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// Below this the headers cost more than the saving (the API's on-the-fly threshold too).
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function precompress(dir) {
  const exists = await stat(join(dir, 'index.html')).then(
    () => true,
    () => false,
  );
  if (!exists) {
    console.log(`web app not built (${dir}); nothing to precompress`);
    return;
  }
  let count = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    await writeFile(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  console.log(`precompressed ${count} web files (.br, .gz) in ${dir}`);
}

await precompress(webDist);
