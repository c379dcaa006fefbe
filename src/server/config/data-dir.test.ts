import { describe, expect, it } from 'vitest';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from './env';
import { startServer } from '../main';
import { makeDataDirPrivate, removeGroupAndOtherAccess } from './data-dir';

/** Every path under root that a user other than the server's own could read, write or enter (links aside). */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(root);
  return open;
}

describe('DATA_DIR', () => {
  it(
    'holds the database and secrets where no other user of the machine can read them',
    { timeout: 90_000 },
    async () => {
      const parent = mkdtempSync(join(tmpdir(), 'carelune-data-'));
      const dataDir = join(parent, 'data');
      const env = parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      try {
        const server = await startServer({ env, webRoot: parent });
        const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({
            email: 'private@example.com',
            password: 'a private password',
            name: 'Private Patient',
            firstName: 'Private',
            lastName: 'Patient',
          }),
        });
        expect(signUp.status).toBe(200);
        await server.close();
        expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        rmSync(parent, { recursive: true, force: true });
      }
    },
  );

  it('takes others’ access off files an earlier version left readable', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carelune-data-'));
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'auth-secret'), 'an-auth-secret-an-earlier-version-left-readable\n');
    chmodSync(join(dataDir, 'auth-secret'), 0o644);
    const env = parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const server = await startServer({ env, webRoot: dataDir });
      await server.close();
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not follow a symlink out of DATA_DIR, nor change what it points to', () => {
    const parent = mkdtempSync(join(tmpdir(), 'carelune-data-'));
    const outside = join(parent, 'outside');
    const dataDir = join(parent, 'data');
    try {
      mkdirSync(outside, { mode: 0o755 });
      chmodSync(outside, 0o755);
      writeFileSync(join(outside, 'shared'), 'x');
      chmodSync(join(outside, 'shared'), 0o644);
      mkdirSync(join(dataDir, 'pglite'), { recursive: true });
      symlinkSync(outside, join(dataDir, 'pglite', 'elsewhere'));
      symlinkSync(outside, join(dataDir, 'auth-secret'));
      symlinkSync(outside, join(dataDir, 'operator-link'));
      makeDataDirPrivate(dataDir);
      removeGroupAndOtherAccess(join(dataDir, 'pglite'));
      expect(statSync(outside).mode & 0o777).toBe(0o755);
      expect(statSync(join(outside, 'shared')).mode & 0o777).toBe(0o644);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('boots with a symlink loop in DATA_DIR and in the database folder', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carelune-data-'));
    const env = parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      symlinkSync(dataDir, join(dataDir, 'loop'));
      symlinkSync('b', join(dataDir, 'a'));
      symlinkSync('a', join(dataDir, 'b'));
      const server = await startServer({ env, webRoot: dataDir });
      await server.close();
      symlinkSync('.', join(dataDir, 'pglite', 'loop'));
      expect(() => removeGroupAndOtherAccess(join(dataDir, 'pglite'))).not.toThrow();
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
