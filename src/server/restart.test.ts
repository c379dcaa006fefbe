import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from './config/env';
import { startServer } from './main';

describe('a server restart', () => {
  it('keeps accounts and sessions in DATA_DIR', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carelune-restart-'));
    const env = parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      let server = await startServer({ env, webRoot: dataDir });
      const headers = { 'content-type': 'application/json', origin: server.url };
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: 'kept@example.com',
          password: 'kept password',
          name: 'Kept Patient',
          firstName: 'Kept',
          lastName: 'Patient',
        }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
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
