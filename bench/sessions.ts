// Session checks per second: a valid cookie on GET /api/auth/get-session through a real HTTP server and database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parseEnv } from '../src/server/config/env';
import { startServer } from '../src/server/main';
import type { BenchFigure } from './figure';
import { signUpOverHttp } from '../src/server/testing/sign-up-over-http';

const DURATION_MS = 4000;
const CONCURRENCY = 16;

export default async function (): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carelune-bench-'));
  const server = await startServer({
    env: parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webRoot: dataDir,
  });
  try {
    const cookie = await signUpOverHttp(server.url, {
      email: 'bench@example.com',
      password: 'bench password',
      firstName: 'Bench',
      lastName: 'Mark',
    });
    const worker = new Worker(new URL('./session-load.mjs', import.meta.url), {
      workerData: {
        url: `${server.url}/api/auth/get-session`,
        cookie,
        durationMs: DURATION_MS,
        concurrency: CONCURRENCY,
        expect: 'bench@example.com',
      },
    });
    const { ok, failed, seconds } = await new Promise<{ ok: number; failed: number; seconds: number }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    return [
      {
        name: 'session checks per second (GET /api/auth/get-session, valid cookie)',
        value: Math.round(ok / seconds),
        unit: '/s',
        target: '>= 2000/s',
      },
      { name: 'session check failures', value: failed, unit: '', target: '0' },
    ];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
