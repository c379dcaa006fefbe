import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../log';

/** Owner-only: files 0600 and directories 0700 from here on. */
const PRIVATE_UMASK = 0o077;

/** The secret files the server generates into DATA_DIR (see secrets.ts). */
export const SECRET_FILES = {
  auth: 'auth-secret',
  platformPublicKey: 'local-platform-public-key',
  platformPrivateKey: 'local-platform-private-key',
} as const;
/** The embedded database's folder under DATA_DIR (see database.ts). */
export const DATABASE_FOLDER = 'pglite';

/**
 * Keeps DATA_DIR private to the server's user: the database files (whose WAL holds what patients said) and the
 * generated secrets. Sets the process umask before anything is created, so PGlite's own files are born 0600, makes
 * DATA_DIR itself 0700 (which keeps every other user out of all it holds), and takes group and other permissions
 * off what the server itself keeps there and an earlier version may have left readable. Anything else an operator
 * put in DATA_DIR is theirs and left as it is.
 */
export function makeDataDirPrivate(dataDir: string, log?: Logger): void {
  process.umask(PRIVATE_UMASK);
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // DATA_DIR itself is the operator's choice of place, so a symlink to it is followed.
  tighten(dataDir, statSync(dataDir).mode, log);
  for (const name of [...Object.values(SECRET_FILES), DATABASE_FOLDER])
    removeGroupAndOtherAccess(join(dataDir, name), log);
}

/**
 * Takes group and other permissions off path and everything under it. PGlite writes its initial files (and a
 * couple at every start) with explicit modes that ignore the umask, so the database directory is tightened again
 * once it is open; files it creates later are born private. Symbolic links are neither followed nor changed, so
 * nothing outside is touched and a loop cannot trap the walk; a path that cannot be changed is logged (a path
 * is not health content) and boot goes on, since DATA_DIR's own 0700 still keeps others out.
 */
export function removeGroupAndOtherAccess(path: string, log?: Logger): void {
  let stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(log, path, error);
    return;
  }
  if (stats.isSymbolicLink()) return;
  tighten(path, stats.mode, log);
  if (!stats.isDirectory()) return;
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch (error) {
    warn(log, path, error);
    return;
  }
  for (const entry of entries) removeGroupAndOtherAccess(join(path, entry), log);
}

function tighten(path: string, mode: number, log?: Logger): void {
  if (!(mode & PRIVATE_UMASK)) return;
  try {
    chmodSync(path, mode & 0o700);
  } catch (error) {
    warn(log, path, error);
  }
}

function warn(log: Logger | undefined, path: string, error: unknown): void {
  log?.warn('data-dir.not-private', { path, code: (error as NodeJS.ErrnoException).code ?? 'unknown' });
}
