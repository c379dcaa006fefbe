import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the server's entry point as `npm start` does and collects how it ended. */
function boot(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./src/server/main.ts').then((m) => m.main())"],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('booting against a shared PostgreSQL database', () => {
  it(
    'refuses to start without shared secrets, in one line naming each one missing',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'carelune-boot-'));
      try {
        // Nothing listens on port 1: the secrets are checked before any connection is tried.
        const { code, stderr } = await boot({
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://carelune@127.0.0.1:1/carelune',
          AUTH_SECRET: 'a-shared-secret-that-is-long-enough-000',
        });
        expect(code).toBe(1);
        expect(stderr.trim().split('\n')).toEqual([
          'Configuration error: LOCAL_PLATFORM_PUBLIC_KEY and LOCAL_PLATFORM_PRIVATE_KEY are missing: ' +
            'required when DATABASE_URL is set, so that every instance shares them',
        ]);
        // No secret of its own was generated for it to diverge from the other instances with.
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
