// The secrets an operator did not set: made once from random bytes and kept in the database
// (table platform_secrets), so every instance on one database signs and checks with the same
// values and a restart keeps everyone signed in and every mailed code valid. The first instance to
// start inserts them; the others, and every later start, read what won. Never a value written in
// the code. Earlier versions kept them in DATA_DIR/secrets.json: that file moves into the database
// on the first start, so the sessions it signed survive the upgrade.
import { randomBytes } from 'node:crypto';
import { lstat, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import {
  ConfigError,
  isStrongSecret,
  SECRET_MIN_BYTES,
  SECRET_VARIABLES,
  withSecrets,
  type AppConfig,
  type ConfigProblem,
  type EnvConfig,
  type SecretVariable,
  type Secrets,
} from './config.ts';
import { dataDirProblem, errorMessage, isErrno } from './data-dir.ts';
import type { Database } from './db/client.ts';
import { platformSecrets } from './db/schema/index.ts';

/** Where earlier versions kept the generated secrets, under DATA_DIR. */
export const SECRETS_FILE = 'secrets.json';
const GENERATED_BYTES = 48;

/** 48 random bytes, base64url: 64 characters, twice the minimum. */
export function generateSecret(): string {
  return randomBytes(GENERATED_BYTES).toString('base64url');
}

/** What the start did, for one log line (names and the file, never values). */
export interface StoredSecretsReport {
  /** Made by this start: the first on this database. */
  generated: SecretVariable[];
  /** Already in the database (another instance's, or an earlier start's). */
  read: SecretVariable[];
  /** Taken from an earlier version's secrets.json into the database. */
  moved: SecretVariable[];
  /** In that file, but the database already held other values, which are the ones used. */
  replaced: SecretVariable[];
  /** That file, when this start found one. */
  file: string | null;
  /** Deleted: everything it held is in the database now. */
  fileRemoved: boolean;
}

/** The start's log line: names and the file, never the values. */
export function describeStoredSecrets(report: StoredSecretsReport): string {
  const { generated, read, moved, replaced, file, fileRemoved } = report;
  const names = (list: SecretVariable[]) => list.join(' and ');
  const parts: string[] = [];
  if (generated.length > 0)
    parts.push(`generated ${names(generated)} (first start on this database) into the database`);
  if (moved.length > 0) parts.push(`moved ${names(moved)} from ${file} into the database`);
  if (read.length > 0) parts.push(`read ${names(read)} from the database`);
  if (replaced.length > 0)
    parts.push(`${file} held other ${names(replaced)}: the database's are used`);
  if (fileRemoved) parts.push(`removed ${file}`);
  return `Secrets not set in the environment: ${parts.join('; ')}. Every instance on this database uses the same ones.`;
}

/**
 * Completes the config with the secrets the environment leaves unset, from the database's
 * platform_secrets: the rows there, else the values of an earlier version's DATA_DIR/secrets.json,
 * else new random ones, inserted with ON CONFLICT DO NOTHING and read back, so instances starting
 * at once agree on whichever insert won. The environment's values are never stored. With every
 * secret set in the environment, neither the database nor DATA_DIR is touched. Throws ConfigError,
 * listing every problem, when the old file or a stored value cannot be trusted.
 */
export async function resolveSecrets(
  config: EnvConfig,
  db: Pick<Database, 'orm'>,
): Promise<{ config: AppConfig; stored: StoredSecretsReport | null }> {
  const missing = SECRET_VARIABLES.filter((name) => config[name] === undefined);
  if (missing.length === 0) return { config: withSecrets(config, {}), stored: null };

  const file = join(config.DATA_DIR, SECRETS_FILE);
  const fromFile = await readSecretsFile(file);
  const offered = missing.map((name) => ({
    name,
    value: fromFile?.[name] ?? generateSecret(),
  }));
  const inserted = new Set(
    (
      await db.orm
        .insert(platformSecrets)
        .values(offered)
        .onConflictDoNothing()
        .returning({ name: platformSecrets.name })
    ).map((row) => row.name),
  );
  const rows = await db.orm
    .select({ name: platformSecrets.name, value: platformSecrets.value })
    .from(platformSecrets)
    .where(inArray(platformSecrets.name, missing));
  const stored = new Map(rows.map((row) => [row.name, row.value]));

  const values: Partial<Secrets> = {};
  const problems: ConfigProblem[] = [];
  for (const name of missing) {
    const value = stored.get(name);
    // Never replaced silently: a changed secret signs everyone out, and a bad one means someone edited it.
    if (value === undefined || !isStrongSecret(value)) {
      problems.push({
        variable: name,
        problem: `the value kept in the database (table platform_secrets) is ${value === undefined ? 'missing' : `under ${SECRET_MIN_BYTES} bytes`}; set it in the environment, or delete its row to generate a new one at the next start (everyone is signed out)`,
      });
    } else values[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const came = (name: SecretVariable) => inserted.has(name) && fromFile?.[name] !== undefined;
  const report: StoredSecretsReport = {
    generated: missing.filter((name) => inserted.has(name) && !came(name)),
    read: missing.filter((name) => !inserted.has(name)),
    moved: missing.filter(came),
    replaced: missing.filter(
      (name) => fromFile?.[name] !== undefined && fromFile[name] !== values[name],
    ),
    file: fromFile === null ? null : file,
    fileRemoved: false,
  };
  // The file goes once the database holds all it had; one the environment overrides stays, for the
  // day the environment no longer sets it (the file's value then moves in).
  if (fromFile !== null && Object.keys(fromFile).every((name) => stored.has(name))) {
    await rm(file, { force: true });
    report.fileRemoved = true;
  }
  return { config: withSecrets(config, values), stored: report };
}

/** An earlier version's secrets, or null when there is no file. */
async function readSecretsFile(file: string): Promise<Partial<Secrets> | null> {
  const info = await lstat(file).catch((error: unknown) => {
    if (isErrno(error, 'ENOENT')) return null;
    throw dataDirProblem(`cannot read ${file} (${errorMessage(error)})`);
  });
  if (info === null) return null;
  // A symlink could point the server at a file someone else chose.
  if (!info.isFile()) throw dataDirProblem(`${file} is not a regular file; remove it`);
  // Windows has no POSIX modes (stat reports 0o666 for every file).
  if (process.platform !== 'win32' && (info.mode & 0o077) !== 0) {
    // Refused rather than trusted: whoever could read it may already hold the secrets.
    throw dataDirProblem(
      `${file} can be read by other users (mode ${(info.mode & 0o777).toString(8)}), so its secrets may have leaked. Delete it to generate new ones (everyone is signed out), or run \`chmod 600\` on it if nobody else could have read it`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw dataDirProblem(`cannot read ${file} as JSON (${errorMessage(error)}); fix or delete it`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw dataDirProblem(`${file} is not a JSON object; fix or delete it`);

  const values: Partial<Secrets> = {};
  const problems: ConfigProblem[] = [];
  for (const name of SECRET_VARIABLES) {
    const value: unknown = (parsed as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !isStrongSecret(value)) {
      problems.push({
        variable: name,
        problem: `the value in ${file} is not text of at least ${SECRET_MIN_BYTES} bytes; fix it, or delete the line to generate a new one`,
      });
    } else values[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values;
}
