import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from './config/env';
import { startServer } from './main';
import { signUpOverHttp } from './testing/sign-up-over-http';

describe('a server restart', () => {
  it('keeps accounts and sessions in DATA_DIR', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carelune-restart-'));
    const env = parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      let server = await startServer({ env, webRoot: dataDir });
      const cookie = await signUpOverHttp(server.url, {
        email: 'kept@example.com',
        password: 'kept password',
        firstName: 'Kept',
        lastName: 'Patient',
      });
      await server.close();

      server = await startServer({ env, webRoot: dataDir });
      const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe('kept@example.com');
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'kept@example.com', password: 'kept password' }),
      });
      expect(signIn.status).toBe(200);
      await server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
