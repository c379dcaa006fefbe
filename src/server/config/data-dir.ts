import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Owner-only: files 0600 and directories 0700 from here on. */
const PRIVATE_UMASK = 0o077;

/**
 * Keeps DATA_DIR private to the server's user: the database files (whose WAL holds what patients said) and the
 * generated secrets. Sets the process umask before anything is created, so PGlite's own files are born 0600, and
 * takes group and other permissions off whatever an earlier version left readable.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  removeGroupAndOtherAccess(dataDir);
}

/**
 * Takes group and other permissions off path and everything under it. PGlite writes its initial files (and a
 * couple at every start) with explicit modes that ignore the umask, so the database directory is tightened again
 * once it is open; files it creates later are born private.
 */
export function removeGroupAndOtherAccess(path: string): void {
  const stats = statSync(path);
  if (stats.mode & PRIVATE_UMASK) chmodSync(path, stats.mode & 0o700);
  if (!stats.isDirectory()) return;
  for (const entry of readdirSync(path)) removeGroupAndOtherAccess(join(path, entry));
}
