import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from './env';
import { startServer } from '../main';

/** Every path under root that a user other than the server's own could read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stats = statSync(path);
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
    writeFileSync(join(dataDir, 'left-over'), 'x', { mode: 0o644 });
    chmodSync(join(dataDir, 'left-over'), 0o644);
    const env = parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const server = await startServer({ env, webRoot: dataDir });
      await server.close();
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
