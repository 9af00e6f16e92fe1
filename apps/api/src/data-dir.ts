// DATA_DIR holds the embedded database (whose write-ahead log carries every password hash), the
// uploaded images and, from earlier versions, secrets.json: the server's user alone may read or
// write anything in it.
import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, type EnvConfig } from './config.ts';

/** The permission bits of group and others: none of them on anything under DATA_DIR. */
export const NOT_OWNER_BITS = 0o077;
/** server.ts's umask: every file (0600) and folder (0700) the process makes is its user's alone. */
export const PRIVATE_UMASK = NOT_OWNER_BITS;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What the start did to DATA_DIR, for the log (paths and counts, nothing read from the files). */
export interface DataDirReport {
  dir: string;
  /** Made on this start (mode 0700). */
  created: boolean;
  /** DATA_DIR was open to group or others (an install from before) and is closed now. */
  closed: boolean;
  /** Files and folders in it that were open too, and are closed now. */
  closedInside: number;
  /** Why an open DATA_DIR was left as it is, or null. */
  leftOpen: string | null;
}

/** Windows has no POSIX modes: stat reports 0o666 for every file and chmod changes nothing. */
const HAS_MODES = process.platform !== 'win32';

/**
 * Makes DATA_DIR private before anything is created in it. A missing one is made with mode 0700
 * when this start will use it (the embedded database or local uploads); one that exists open to
 * group or others (made by an earlier version, whose database files were 0666) is closed, with
 * everything in it: folders 0700, files lose their group and other bits. Symbolic links inside
 * are left alone (never followed). A shared folder (sticky bit, like /tmp) or one owned by another
 * user is not changed, and the report says so.
 */
export async function preparePrivateDataDir(
  config: Pick<EnvConfig, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
): Promise<DataDirReport> {
  const dir = config.DATA_DIR;
  const report: DataDirReport = {
    dir,
    created: false,
    closed: false,
    closedInside: 0,
    leftOpen: null,
  };
  const found = await stat(dir).catch((error: unknown) => {
    if (isErrno(error, 'ENOENT')) return null;
    throw dataDirProblem(`cannot read ${dir} (${errorMessage(error)})`);
  });
  if (found === null) {
    const used = config.DATABASE_URL === undefined || config.S3_BUCKET === null;
    if (!used) return report;
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE }).catch((error: unknown) => {
      throw dataDirProblem(`cannot create ${dir} (${errorMessage(error)})`);
    });
    // mkdir's mode passes through the umask; the folder is private whatever the umask.
    if (HAS_MODES) await chmod(dir, PRIVATE_DIR_MODE);
    return { ...report, created: true };
  }
  if (!found.isDirectory()) throw dataDirProblem(`${dir} is not a folder`);
  if (!HAS_MODES || (found.mode & NOT_OWNER_BITS) === 0) return report;

  if ((found.mode & 0o1000) !== 0)
    return { ...report, leftOpen: 'it is a shared folder (sticky bit); give DATA_DIR its own' };
  const uid = process.getuid?.();
  if (uid !== undefined && found.uid !== uid)
    return { ...report, leftOpen: `it belongs to another user (uid ${found.uid})` };
  await chmod(dir, PRIVATE_DIR_MODE);
  return { ...report, closed: true, closedInside: await closeEverythingIn(dir) };
}

/** Removes group and other bits below `dir`, depth first; how many entries changed. */
async function closeEverythingIn(dir: string): Promise<number> {
  let changed = 0;
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await lstat(path);
    if (info.isSymbolicLink()) continue;
    if (info.isDirectory()) changed += await closeEverythingIn(path);
    if ((info.mode & NOT_OWNER_BITS) === 0) continue;
    await chmod(path, info.mode & 0o7777 & ~NOT_OWNER_BITS);
    changed += 1;
  }
  return changed;
}

/** The start's log line, or null when there is nothing to say. */
export function describeDataDir({ dir, created, closed, closedInside, leftOpen }: DataDirReport): {
  level: 'info' | 'warn';
  message: string;
} | null {
  if (leftOpen !== null)
    return {
      level: 'warn',
      message: `DATA_DIR ${dir} can be entered by other users and was left as it is: ${leftOpen}. Its files (the database's, the uploads) are kept private, but other users may list them.`,
    };
  if (closed)
    return {
      level: 'warn',
      message: `DATA_DIR ${dir} was open to other users (as earlier versions left it): it is 0700 now, and ${closedInside} files and folders in it lost their group and other access.`,
    };
  if (created) return { level: 'info', message: `Created DATA_DIR ${dir} (mode 0700)` };
  return null;
}

/** A problem with DATA_DIR or a file in it, told like any other bad setting. */
export function dataDirProblem(problem: string): ConfigError {
  return new ConfigError([{ variable: 'DATA_DIR', problem }]);
}

/** Whether `error` is a file-system error with errno `code` (ENOENT, EACCES…). */
export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
