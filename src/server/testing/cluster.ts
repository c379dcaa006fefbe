import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServerProcess } from './server-process';
import { createTestDatabaseUrl, SHARED_SECRETS_ENV } from './test-database';
import { freePort, hasRedisServer, startRedisServer } from './redis-server';

const haproxyConfig = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

export const hasHaproxy = spawnSync('haproxy', ['-v']).status === 0;

/** What a cluster on this machine lacks, in words for a skip message; empty when it can run. */
export function clusterPrerequisitesMissing(): string[] {
  return [
    ...(hasHaproxy ? [] : ['haproxy (apt-get install haproxy)']),
    ...(process.env.TEST_DATABASE_URL ? [] : ['a PostgreSQL server in TEST_DATABASE_URL (see .ci/run)']),
  ];
}

export interface Cluster {
  /** HAProxy's address: where patients connect. */
  proxy: string;
  instances: { url: string; process: ChildProcess }[];
  /** Whether Redis is part of it (redis-server installed); otherwise PostgreSQL shares limits and sessions. */
  redis: boolean;
  stop(): Promise<void>;
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Two instances (`npm start`'s server, each its own process) on a fresh database of TEST_DATABASE_URL's server,
 * a throwaway Redis when redis-server is installed, and HAProxy with deploy/haproxy.cfg in front, all on loopback.
 * The instances boot at once, as a deployment's would.
 */
export async function startCluster(
  options: { env?: Record<string, string>; logLevel?: string } = {},
): Promise<Cluster> {
  // deploy/haproxy.cfg names two instances.
  const count = 2;
  const processes: ChildProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const child of processes)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const database = (await createTestDatabaseUrl())!;
    cleanups.push(database.drop);
    const redis = hasRedisServer ? await startRedisServer() : undefined;
    if (redis) cleanups.push(redis.stop);
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'carelune-cluster-')));
    cleanups.push(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const booting = ports.map((port, i) =>
      spawnServerProcess({
        port,
        dataDir: dataDirs[i]!,
        logLevel: options.logLevel,
        env: {
          DATABASE_URL: database.url,
          ...(redis ? { REDIS_URL: redis.url } : {}),
          ...SHARED_SECRETS_ENV,
          TRUST_PROXY: '1',
          HOST: '127.0.0.1',
          ...options.env,
        },
      }),
    );
    const children = await Promise.all(booting);
    processes.push(...children);
    const instances = ports.map((port, i) => ({ url: `http://127.0.0.1:${port}`, process: children[i]! }));

    const proxyPort = await freePort();
    const proxy = `http://127.0.0.1:${proxyPort}`;
    const haproxy = spawn('haproxy', ['-db', '-f', haproxyConfig], {
      env: {
        ...process.env,
        CARELUNE_BIND: `127.0.0.1:${proxyPort}`,
        ...Object.fromEntries(ports.map((port, i) => [`CARELUNE_INSTANCE_${i + 1}`, `127.0.0.1:${port}`])),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(haproxy);
    let exited: string | undefined;
    haproxy.once('exit', (code) => (exited = `haproxy exited with ${code}`));
    await waitUntil(async () => {
      if (exited) throw new Error(exited);
      return (await fetch(`${proxy}/api/ready`)).ok;
    }, 'HAProxy to pass traffic').catch((error: unknown) => {
      throw exited ? new Error(exited) : error;
    });
    return { proxy, instances, redis: Boolean(redis), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
