import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { describeDataDir, preparePrivateDataDir } from './data-dir.ts';
import { createLocalStorage } from './modules/uploads/local-storage.ts';
import { createUploadSigner } from './modules/uploads/upload-signature.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dawa-data-dir-'));
  dirs.push(dir);
  return dir;
}

/** Every file and folder at or below `root` that group or others may use, with its mode. */
async function openEntries(root: string): Promise<string[]> {
  const open: string[] = [];
  const visit = async (path: string) => {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) open.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return open;
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o7777;

const envOf = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, ...env });

describe('DATA_DIR is private to the server', () => {
  it('is made 0700 when this start uses it, and not made at all when nothing does', async () => {
    const root = await tempDir();
    const embedded = join(root, 'nested', 'data');
    expect(await preparePrivateDataDir(envOf(embedded))).toMatchObject({ created: true });
    expect(await modeOf(embedded)).toBe(0o700);
    expect(describeDataDir(await preparePrivateDataDir(envOf(embedded)))).toBeNull();

    // Server PostgreSQL and S3: nothing is kept on this machine.
    const unused = join(root, 'unused');
    const elsewhere = envOf(unused, {
      DATABASE_URL: 'postgres://db.example/dawa',
      S3_BUCKET: 'bucket',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(await preparePrivateDataDir(elsewhere)).toMatchObject({ created: false });
    await expect(stat(unused)).rejects.toThrow(/ENOENT/);
  });

  it('closes an open DATA_DIR left by an earlier version, with what is in it, saying so', async () => {
    const root = await tempDir();
    const dataDir = join(root, 'data');
    // As earlier versions left it: a 0755 folder, database files 0666, uploads 0755/0644.
    await mkdir(join(dataDir, 'pglite', 'base'), { recursive: true });
    await mkdir(join(dataDir, 'uploads', 'owner'), { recursive: true });
    await writeFile(join(dataDir, 'pglite', 'base', '1259'), 'rows');
    await writeFile(join(dataDir, 'uploads', 'owner', 'thumb.webp'), 'image');
    // Somebody else's file, reached through a link: never followed, never changed.
    const outside = join(root, 'outside.txt');
    await writeFile(outside, 'not ours to change');
    await chmod(outside, 0o644);
    await symlink(outside, join(dataDir, 'link'));
    for (const dir of ['', 'pglite', 'pglite/base', 'uploads', 'uploads/owner'])
      await chmod(join(dataDir, dir), 0o755);
    await chmod(join(dataDir, 'pglite', 'base', '1259'), 0o666);
    await chmod(join(dataDir, 'uploads', 'owner', 'thumb.webp'), 0o644);

    const report = await preparePrivateDataDir(envOf(dataDir));
    expect(report).toMatchObject({ created: false, closed: true, closedInside: 6, leftOpen: null });
    expect(await openEntries(dataDir)).toEqual([]);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(join(dataDir, 'pglite', 'base', '1259'))).toBe(0o600);
    expect(await modeOf(outside)).toBe(0o644);
    expect(describeDataDir(report)).toEqual({
      level: 'warn',
      message: expect.stringMatching(/was open to other users .* it is 0700 now, and 6 files/),
    });
    // Once closed, a later start has nothing to do or say.
    expect(describeDataDir(await preparePrivateDataDir(envOf(dataDir)))).toBeNull();
  });

  it('leaves a shared folder (sticky bit, like /tmp) as it is, and says so', async () => {
    const shared = join(await tempDir(), 'shared');
    await mkdir(shared);
    await chmod(shared, 0o1777);
    const report = await preparePrivateDataDir(envOf(shared));
    expect(report.leftOpen).toMatch(/shared folder/);
    expect(await modeOf(shared)).toBe(0o1777);
    expect(describeDataDir(report)?.level).toBe('warn');
  });

  it('keeps uploaded images private whatever the umask', async () => {
    const dataDir = await tempDir();
    const storage = createLocalStorage({ dataDir, signer: createUploadSigner('x'.repeat(32)) });
    const image = { body: Buffer.from('image'), contentType: 'image/webp' as const };
    await storage.save(`uploads/${randomUUID()}/${randomUUID()}`, {
      original: image,
      display: image,
      thumb: image,
    });
    expect(await openEntries(dataDir)).toEqual([]);
  });

  it('a real server started on an open DATA_DIR leaves nothing in it that others may read', async () => {
    const dataDir = join(await tempDir(), 'data');
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'old.txt'), 'from an earlier version');
    await chmod(join(dataDir, 'uploads', 'old.txt'), 0o644);
    for (const dir of ['', 'uploads']) await chmod(join(dataDir, dir), 0o755);

    const server = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('server.ts', import.meta.url))],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(dataDir, 'no-web-app'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(server, 'exit');
    try {
      await new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (output.includes('Dawa API listening on')) resolve();
        }, 100);
        void exited.then(() => reject(new Error(`the server stopped:\n${output}`)));
        void exited.finally(() => clearInterval(check));
        setTimeout(() => clearInterval(check), 170_000).unref();
      });
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    // The embedded database (its write-ahead log included) and everything else.
    expect((await readdir(join(dataDir, 'pglite', 'pg_wal'))).length).toBeGreaterThan(0);
    expect(await openEntries(dataDir)).toEqual([]);
    expect(output).toMatch(/DATA_DIR .* was open to other users/);
  }, 180_000);
});
