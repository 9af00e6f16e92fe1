import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type EnvVariable } from './config.ts';
import {
  describeStoredSecrets,
  resolveSecrets,
  SECRETS_FILE,
  SECRETS_FILE_MODE,
} from './stored-secrets.ts';
import { databases, useTestApp } from './test/build-test-app.ts';
import { as, createTestUser, signIn } from './test/factories.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dawa-secrets-'));
  dirs.push(dir);
  return dir;
}

/** The environment of a `npm start` with no secrets set, on its own DATA_DIR. */
const startEnv = (dataDir: string, env: Partial<Record<EnvVariable, string>> = {}) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(tmpdir(), `dawa-no-web-${randomUUID()}`),
    ...env,
  });

const problemsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems;
};

describe('secrets kept in DATA_DIR when the environment has none', () => {
  it('are generated on the first start into a 0600 file (directory made) and reused after', async () => {
    const dataDir = join(await tempDir(), 'nested', 'data');
    const first = await resolveSecrets(startEnv(dataDir));
    const file = join(dataDir, SECRETS_FILE);
    expect(first.stored).toEqual({
      file,
      generated: ['AUTH_TOKEN_SECRET', 'OTP_PEPPER'],
      read: [],
    });
    expect((await stat(file)).mode & 0o777).toBe(SECRETS_FILE_MODE);
    for (const value of [first.config.AUTH_TOKEN_SECRET, first.config.OTP_PEPPER])
      expect(value).toMatch(/^[\w-]{64}$/);
    expect(first.config.AUTH_TOKEN_SECRET).not.toBe(first.config.OTP_PEPPER);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      AUTH_TOKEN_SECRET: first.config.AUTH_TOKEN_SECRET,
      OTP_PEPPER: first.config.OTP_PEPPER,
    });

    const second = await resolveSecrets(startEnv(dataDir));
    expect(second.stored).toEqual({
      file,
      generated: [],
      read: ['AUTH_TOKEN_SECRET', 'OTP_PEPPER'],
    });
    expect(second.config.AUTH_TOKEN_SECRET).toBe(first.config.AUTH_TOKEN_SECRET);
    expect(second.config.OTP_PEPPER).toBe(first.config.OTP_PEPPER);
    // Another DATA_DIR, other secrets.
    const other = await resolveSecrets(startEnv(await tempDir()));
    expect(other.config.AUTH_TOKEN_SECRET).not.toBe(first.config.AUTH_TOKEN_SECRET);
  });

  it('are neither read nor written when the environment sets both', async () => {
    const dataDir = await tempDir();
    const env = { AUTH_TOKEN_SECRET: 'a'.repeat(32), OTP_PEPPER: 'b'.repeat(32) };
    const { config, stored } = await resolveSecrets(startEnv(dataDir, env));
    expect(stored).toBeNull();
    expect(config).toMatchObject(env);
    await expect(stat(join(dataDir, SECRETS_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('fill in only what the environment leaves unset, keeping what the file holds', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, SECRETS_FILE);
    const pepperOnly = await resolveSecrets(
      startEnv(dataDir, { AUTH_TOKEN_SECRET: 'a'.repeat(40) }),
    );
    expect(pepperOnly.stored?.generated).toEqual(['OTP_PEPPER']);
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(stored)).toEqual(['OTP_PEPPER']);

    const both = await resolveSecrets(startEnv(dataDir));
    expect(both.stored).toMatchObject({ generated: ['AUTH_TOKEN_SECRET'], read: ['OTP_PEPPER'] });
    expect(both.config.OTP_PEPPER).toBe(pepperOnly.config.OTP_PEPPER);
    expect(both.config.AUTH_TOKEN_SECRET).not.toBe('a'.repeat(40));
    expect((await stat(file)).mode & 0o777).toBe(SECRETS_FILE_MODE);
  });

  it('refuses a file others can read, rather than trusting or quietly fixing it', async () => {
    const dataDir = await tempDir();
    await resolveSecrets(startEnv(dataDir));
    const file = join(dataDir, SECRETS_FILE);
    const before = await readFile(file, 'utf8');
    await chmod(file, 0o644);
    const problems = await problemsOf(resolveSecrets(startEnv(dataDir)));
    expect(problems).toEqual([
      {
        variable: 'DATA_DIR',
        problem: expect.stringMatching(/can be read by other users \(mode 644\)/),
      },
    ]);
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('refuses too-short or malformed values and a file that is not a regular file', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, SECRETS_FILE);
    await writeFile(file, JSON.stringify({ AUTH_TOKEN_SECRET: 'short', OTP_PEPPER: 42 }), {
      mode: 0o600,
    });
    const problems = await problemsOf(resolveSecrets(startEnv(dataDir)));
    expect(problems.map((p) => p.variable)).toEqual(['AUTH_TOKEN_SECRET', 'OTP_PEPPER']);
    expect(problems[0]?.problem).toContain('at least 32 bytes');
    // Set in the environment, OTP_PEPPER's bad stored value is still a broken file.
    expect(
      (await problemsOf(resolveSecrets(startEnv(dataDir, { OTP_PEPPER: 'p'.repeat(40) })))).length,
    ).toBe(2);

    await writeFile(file, 'not json', { mode: 0o600 });
    expect((await problemsOf(resolveSecrets(startEnv(dataDir))))[0]?.problem).toMatch(/as JSON/);

    await rm(file);
    const elsewhere = join(await tempDir(), 'elsewhere.json');
    await writeFile(elsewhere, '{}', { mode: 0o600 });
    await symlink(elsewhere, file);
    expect((await problemsOf(resolveSecrets(startEnv(dataDir))))[0]?.problem).toMatch(
      /not a regular file/,
    );
    expect(await readFile(elsewhere, 'utf8')).toBe('{}');
  });

  it('are logged by name and file, never by value', async () => {
    const { config, stored } = await resolveSecrets(startEnv(await tempDir()));
    if (!stored) throw new Error('expected a stored secrets report');
    const message = describeStoredSecrets(stored);
    expect(message).toContain(stored.file);
    expect(message).toContain('AUTH_TOKEN_SECRET');
    expect(message).not.toContain(config.AUTH_TOKEN_SECRET);
    expect(message).not.toContain(config.OTP_PEPPER);
  });
});

describe.each(databases())('a restart on the same DATA_DIR (%s)', (driver) => {
  const t = useTestApp(driver);

  it('keeps sessions: a token signed before the restart is accepted after it', async () => {
    const dataDir = await tempDir();
    const start = async () =>
      buildApp({
        config: (await resolveSecrets(startEnv(dataDir))).config,
        db: t.db,
        logger: false,
      });
    const before = await start();
    const user = await createTestUser(t.db);
    const { accessToken } = await signIn(before, user);
    await before.close();

    const after = await start();
    try {
      const me = await after.inject({ method: 'GET', url: '/api/auth/me', ...as(accessToken) });
      expect(me.statusCode).toBe(200);
      // A server with other secrets (another DATA_DIR) rejects the same token.
      const stranger = await buildApp({
        config: (await resolveSecrets(startEnv(await tempDir()))).config,
        db: t.db,
        logger: false,
      });
      const res = await stranger.inject({ method: 'GET', url: '/api/auth/me', ...as(accessToken) });
      expect(res.statusCode).toBe(401);
      await stranger.close();
    } finally {
      await after.close();
    }
  });
});
