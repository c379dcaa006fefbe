import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from './config/env';
import { startServer, type RunningServer } from './main';
import { connectRoom, startWebCall } from './testing/room-client';
import { createTestDatabaseUrl, SHARED_SECRETS_ENV } from './testing/test-database';

let server: RunningServer;
let dataDir: string;
let postgres: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let publicKey: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'carelune-drain-'));
  postgres = await createTestDatabaseUrl();
  const env = parseEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url, ...SHARED_SECRETS_ENV } : {}),
  });
  server = await startServer({ env, webRoot: dataDir, roomLimits: { playableWaitMs: 60_000 } });
  publicKey =
    env.LOCAL_PLATFORM_PUBLIC_KEY ?? readFileSync(join(dataDir, 'local-platform-public-key'), 'utf8').trim();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('draining an instance (SIGTERM)', () => {
  it(
    'tells each live call and stores its report, and refuses new calls while still answering',
    { timeout: 60_000 },
    async () => {
      const live = await startWebCall(server.url, publicKey);
      const client = await connectRoom(live.webCallUrl);
      await client.waitFor((m) => m.type === 'listening');
      client.send({
        type: 'add-message',
        message: { role: 'user', content: 'I have had a sore throat for two days' },
      });
      await client.waitFor(
        (m) => m.type === 'transcript' && m.role === 'user' && m.transcriptType === 'final',
      );
      const waiting = await startWebCall(server.url, publicKey, live.cookie);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

      await server.drain();

      await client.waitFor(
        (m) => m.type === 'status-update' && m.status === 'ended' && m.endedReason === 'server-shutdown',
      );
      expect((await client.closed).code).toBe(1001);
      const stored = (await (
        await fetch(`${server.url}/api/consultations/${live.id}`, { headers: { cookie: live.cookie } })
      ).json()) as { status: string; endedReason: string; report: { symptoms: string } | null };
      expect(stored).toMatchObject({ status: 'ended', endedReason: 'server-shutdown' });
      expect(stored.report?.symptoms).toMatch(/sore throat/i);

      const ready = await fetch(`${server.url}/api/ready`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await expect(startWebCall(server.url, publicKey, live.cookie)).rejects.toThrow(/HTTP 503/);
      const late = await connectRoom(waiting.webCallUrl);
      expect((await late.closed).code).toBe(1012);
    },
  );
});
