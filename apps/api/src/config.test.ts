import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, withSecrets } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      // Safe by default: a plain `npm start` runs without the development aids.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATABASE_POOL_MAX: 10,
      LOG_LEVEL: 'info',
      CITY: 'Addis',
      CORS_ORIGINS: [],
      BODY_LIMIT_BYTES: 1_048_576,
      TRUST_PROXY: false,
      GOOGLE_CLIENT_ID: null,
      REQUEST_SOURCE: 'dashboard',
      FORBIDDEN_REDIRECT: '/',
      SESSION_TIMEOUT_MS: 1_800_000,
      PAGE_GATE_MS: 1000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(`${process.cwd()}/data`);
    expect(config.WEB_DIST_DIR).toMatch(/apps\/web\/dist$/);
    expect(config.MIGRATIONS_DIR).toMatch(/apps\/api\/drizzle$/);
  });

  it('parses lists, numbers and URLs, and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/dawa',
      GOOGLE_CLIENT_ID: '',
      SUPPORT_EMAIL: '',
    });
    expect(config.SUPPORT_EMAIL).toBeNull();
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/dawa');
    expect(config.GOOGLE_CLIENT_ID).toBeNull();
  });

  it('lists every bad variable at once', () => {
    const bad = {
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/dawa',
      REDIS_URL: 'not a url',
      CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
      TRUST_PROXY: 'maybe',
      SESSION_TIMEOUT_MS: '-5',
    };
    let thrown: unknown;
    try {
      loadConfig(bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems;
    expect(problems.map((p) => p.variable).sort()).toEqual(Object.keys(bad).sort());
    expect(problems.every((p) => p.problem.length > 0)).toBe(true);
    expect((thrown as ConfigError).message).toContain('PORT:');
    expect((thrown as ConfigError).message).toContain(
      '"https://bad.example/path" is not an origin',
    );
  });
});

describe('loadConfig: accounts, mail and sign-in', () => {
  const longSecret = 'x'.repeat(40);

  it('defaults the sign-in and mail settings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      GOOGLE_ISSUER: 'https://accounts.google.com',
      SMTP_URL: null,
      MAIL_FROM: 'Dawa <no-reply@dawa.local>',
      ADMIN_EMAILS: [],
      PUBLIC_URL: 'http://127.0.0.1:3000',
    });
  });

  it('leaves unset secrets to the server in every NODE_ENV: none comes from the code', () => {
    for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
      const config = loadConfig({ NODE_ENV });
      expect(config.AUTH_TOKEN_SECRET).toBeUndefined();
      expect(config.OTP_PEPPER).toBeUndefined();
    }
    const config = loadConfig({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: longSecret });
    expect(config.AUTH_TOKEN_SECRET).toBe(longSecret);
    // The environment's value wins over a stored one.
    const filled = withSecrets(config, {
      AUTH_TOKEN_SECRET: 'a'.repeat(40),
      OTP_PEPPER: 'b'.repeat(40),
    });
    expect(filled).toMatchObject({ AUTH_TOKEN_SECRET: longSecret, OTP_PEPPER: 'b'.repeat(40) });
    expect(() => withSecrets(config, {})).toThrow(/OTP_PEPPER/);
  });

  it('refuses a secret shorter than 32 bytes, listed with every other problem', () => {
    let thrown: unknown;
    try {
      loadConfig({ AUTH_TOKEN_SECRET: 'x'.repeat(31), OTP_PEPPER: 'é'.repeat(15), PORT: 'eighty' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toEqual([
      { variable: 'PORT', problem: expect.any(String) },
      { variable: 'AUTH_TOKEN_SECRET', problem: expect.stringContaining('at least 32 bytes') },
      { variable: 'OTP_PEPPER', problem: expect.stringContaining('at least 32 bytes') },
    ]);
    // Counted in bytes: 16 two-byte characters are enough.
    expect(
      loadConfig({ AUTH_TOKEN_SECRET: 'x'.repeat(32), OTP_PEPPER: 'é'.repeat(16) }),
    ).toMatchObject({
      AUTH_TOKEN_SECRET: 'x'.repeat(32),
    });
  });

  it('parses the SMTP URL, the admin list and the public URL', () => {
    const config = loadConfig({
      GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'Dawa Addis <hello@dawa.example>',
      ADMIN_EMAILS: ' Root@Dawa.example , ops@dawa.example',
      PUBLIC_URL: 'https://dawa.example',
    });
    expect(config.GOOGLE_ISSUER).toBe('http://127.0.0.1:4000');
    expect(config.SMTP_URL).toBe('smtps://user:p%40ss@smtp.example.com:465');
    expect(config.ADMIN_EMAILS).toEqual(['root@dawa.example', 'ops@dawa.example']);
    expect(config.PUBLIC_URL).toBe('https://dawa.example');
  });

  it('rejects bad values of the new variables all at once', () => {
    let thrown: unknown;
    try {
      loadConfig({
        GOOGLE_ISSUER: 'ftp://issuer',
        AUTH_TOKEN_SECRET: 'short',
        OTP_PEPPER: 'short',
        SMTP_URL: 'http://mail',
        ADMIN_EMAILS: 'root@dawa.example,not-an-email',
        PUBLIC_URL: 'https://dawa.example/app',
        SUPPORT_EMAIL: 'help at dawa',
        SUPPORT_PHONE: 'call us',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems.map((p) => p.variable).sort()).toEqual([
      'ADMIN_EMAILS',
      'AUTH_TOKEN_SECRET',
      'GOOGLE_ISSUER',
      'OTP_PEPPER',
      'PUBLIC_URL',
      'SMTP_URL',
      'SUPPORT_EMAIL',
      'SUPPORT_PHONE',
    ]);
  });

  it("reads the platform team's contact for Help (issue 31), unset by default", () => {
    expect(loadConfig({})).toMatchObject({ SUPPORT_EMAIL: null, SUPPORT_PHONE: null });
    expect(
      loadConfig({ SUPPORT_EMAIL: 'help@dawa.example', SUPPORT_PHONE: '+251 11 123 4567' }),
    ).toMatchObject({ SUPPORT_EMAIL: 'help@dawa.example', SUPPORT_PHONE: '+251 11 123 4567' });
  });
});

describe('configuration documentation and the code', () => {
  const repo = new URL('../../../', import.meta.url);

  it('the README table lists every variable, with production as the NODE_ENV default', async () => {
    const readme = await readFile(new URL('README.md', repo), 'utf8');
    const rows = new Map(
      [...readme.matchAll(/^\| `([A-Z_0-9]+)` +\| ([^|]+)\|/gm)].map((m) => [m[1], m[2]?.trim()]),
    );
    for (const name of Object.keys(ENV_VARIABLES)) expect(rows.has(name), name).toBe(true);
    expect(rows.get('NODE_ENV')).toBe('`production`');
    expect(ENV_VARIABLES.NODE_ENV.default).toBe('production');
  });

  it('holds no secret value: not in the API, its scripts, the benchmarks or the e2e setup', async () => {
    const offenders = new Set<string>();
    for (const dir of ['apps/api/src', 'apps/api/scripts', 'bench', 'e2e']) {
      const entries = await readdir(new URL(dir, repo), { recursive: true });
      for (const entry of entries) {
        const path = `${dir}/${entry}`;
        // This file names the old values to look for them.
        if (
          !path.endsWith('.ts') ||
          path.includes('node_modules') ||
          path.endsWith('/config.test.ts')
        )
          continue;
        const text = await readFile(new URL(path, repo), 'utf8');
        // The published values this project once shipped with, wherever they might reappear.
        if (/not-for-production|bench-only-|DEV_SECRETS/.test(text)) offenders.add(path);
        // A string literal assigned to a secret outside tests (tests make random ones, or use
        // deliberately weak throw-away values for a single app).
        if (
          !path.endsWith('.test.ts') &&
          /\b(AUTH_TOKEN_SECRET|OTP_PEPPER)\b['"]?\s*[:=]\s*['"`]/.test(text)
        )
          offenders.add(path);
      }
    }
    expect([...offenders]).toEqual([]);
  });
});
