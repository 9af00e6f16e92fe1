// The secrets an operator did not set: made once from random bytes, kept in DATA_DIR/secrets.json
// (readable by the server's user only) and read back on every start, so a restart keeps everyone
// signed in and every mailed code valid. Never a value written in the code.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

export const SECRETS_FILE = 'secrets.json';
/** Only the owner reads or writes the file; any bit for group or others and the server refuses it. */
export const SECRETS_FILE_MODE = 0o600;
const GENERATED_BYTES = 48;

/** 48 random bytes, base64url: 64 characters, twice the minimum. */
export function generateSecret(): string {
  return randomBytes(GENERATED_BYTES).toString('base64url');
}

/** What the start did with the file, for one log line (names only, never values). */
export interface StoredSecretsReport {
  file: string;
  generated: SecretVariable[];
  read: SecretVariable[];
}

/** The start's log line: names and the file, never the values. */
export function describeStoredSecrets({ file, generated, read }: StoredSecretsReport): string {
  const parts: string[] = [];
  if (generated.length > 0)
    parts.push(`generated ${generated.join(' and ')} (first start) and kept them in ${file}`);
  if (read.length > 0) parts.push(`read ${read.join(' and ')} from ${file}`);
  return `Secrets not set in the environment: ${parts.join('; ')}. Several instances sharing one database must be given the same values through the environment.`;
}

/**
 * Completes the config with the secrets the environment left unset, from DATA_DIR/secrets.json,
 * generating (and adding to the file) whichever it lacks. With every secret set in the
 * environment the file is neither read nor created. Throws ConfigError, listing every problem,
 * when the file cannot be trusted or written.
 */
export async function resolveSecrets(
  config: EnvConfig,
): Promise<{ config: AppConfig; stored: StoredSecretsReport | null }> {
  const missing = SECRET_VARIABLES.filter((name) => config[name] === undefined);
  if (missing.length === 0) return { config: withSecrets(config, {}), stored: null };

  const file = join(config.DATA_DIR, SECRETS_FILE);
  // Two servers starting at once on a fresh DATA_DIR: the one that loses the race to create the
  // file reads the winner's instead of overwriting it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await readSecretsFile(file);
    const generated = missing.filter((name) => existing?.[name] === undefined);
    const values: Partial<Secrets> = { ...existing };
    for (const name of generated) values[name] = generateSecret();
    if (
      generated.length === 0 ||
      (await writeSecretsFile(config.DATA_DIR, file, values, existing === null))
    ) {
      const read = missing.filter((name) => !generated.includes(name));
      return { config: withSecrets(config, values), stored: { file, generated, read } };
    }
  }
  throw fileProblem(`${file} keeps appearing and disappearing; is another server starting?`);
}

/** The file's secrets, or null when there is no file yet. */
async function readSecretsFile(file: string): Promise<Partial<Secrets> | null> {
  const info = await lstat(file).catch((error: unknown) => {
    if (isErrno(error, 'ENOENT')) return null;
    throw fileProblem(`cannot read ${file} (${errorMessage(error)})`);
  });
  if (info === null) return null;
  // A symlink could point the server at (or make it overwrite) a file someone else chose.
  if (!info.isFile()) throw fileProblem(`${file} is not a regular file; remove it`);
  // Windows has no POSIX modes (stat reports 0o666 for every file).
  if (process.platform !== 'win32' && (info.mode & 0o077) !== 0) {
    // Refused rather than quietly tightened: whoever could read it may already hold the secrets.
    throw fileProblem(
      `${file} can be read by other users (mode ${(info.mode & 0o777).toString(8)}), so its secrets may have leaked. Delete it to generate new ones (everyone is signed out), or run \`chmod 600\` on it if nobody else could have read it`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw fileProblem(`cannot read ${file} as JSON (${errorMessage(error)}); fix or delete it`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw fileProblem(`${file} is not a JSON object; fix or delete it`);

  const values: Partial<Secrets> = {};
  const problems: ConfigProblem[] = [];
  for (const name of SECRET_VARIABLES) {
    const value: unknown = (parsed as Record<string, unknown>)[name];
    if (value === undefined) continue;
    // Never replaced silently: a changed secret signs everyone out, and a bad value means someone edited the file.
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

/**
 * Writes the file readable by its owner only. A new file is created exclusively (false when another
 * process created it first); an existing one is replaced whole through a private temporary file,
 * so a crash never leaves it half written.
 */
async function writeSecretsFile(
  dataDir: string,
  file: string,
  values: Partial<Secrets>,
  isNew: boolean,
): Promise<boolean> {
  const text = `${JSON.stringify(values, null, 2)}\n`;
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (isNew) {
      await writeFile(file, text, { mode: SECRETS_FILE_MODE, flag: 'wx' });
      return true;
    }
    const temporary = `${file}.${process.pid}.tmp`;
    await rm(temporary, { force: true });
    await writeFile(temporary, text, { mode: SECRETS_FILE_MODE, flag: 'wx' });
    await rename(temporary, file);
    return true;
  } catch (error) {
    if (isNew && isErrno(error, 'EEXIST')) return false;
    throw fileProblem(`cannot keep the generated secrets in ${file} (${errorMessage(error)})`);
  }
}

function fileProblem(problem: string): ConfigError {
  return new ConfigError([{ variable: 'DATA_DIR', problem }]);
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
