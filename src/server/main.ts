import { serve, upgradeWebSocket, type ServerType } from '@hono/node-server';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { parseEnv, ConfigError, type Env } from './config/env';
import { loadSecrets } from './config/secrets';
import { makeDataDirPrivate } from './config/data-dir';
import { createLogger, describeError, type Logger } from './log';
import { createApp, API_PREFIXES } from './app';
import { mountSpa } from './spa';
import { openDatabase } from './db/database';
import { createIdentity } from './auth/create-identity';
import { createVoiceEngine } from './voice/voice-engine';
import type { RoomLimits } from './platform/rooms/room';
import { createConsultationStore } from './consultations/consultation-store';
import { createCallRecovery } from './consultations/call-recovery';
import { openSharedState } from './cluster/shared-state';
import { createInstanceHeartbeat, HOLDER_STALE_SECONDS } from './cluster/instance-heartbeat';
import { startErrorReporting, type ErrorReporting } from './errors/error-reporting';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

/** How long after a hosted call's longest length its end-of-call report may still come. */
const HOSTED_REPORT_GRACE_MINUTES = 5;

export const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  /** This instance's id in the cluster's `instance` table (PostgreSQL only). */
  instanceId?: string;
  /**
   * Stops taking new work (/api/ready answers 503, new calls and room joins are refused) and ends every live call
   * with server-shutdown: its patient is told and its report stored. The server still answers everything else.
   */
  drain(): Promise<void>;
  /** Drains, then stops accepting connections and closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  webRoot?: string;
  dev?: boolean;
  /** Tests shorten the room limits (silence, heartbeat) instead of waiting minutes. */
  roomLimits?: Partial<RoomLimits>;
  heartbeatMs?: number;
  /** Tests read what the server logs; by default it writes JSON lines to stdout at LOG_LEVEL. */
  log?: Logger;
  /** Where failures are reported; by default Sentry when SENTRY_DSN is set, else nowhere. */
  errors?: ErrorReporting;
  /** Mounted before the SPA fallback (the dev server's Vite middleware). */
  beforeSpa?: (app: ReturnType<typeof createApp>['app']) => void;
}

/** Starts the one server process: API, local platform and rooms, and the web app. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env, webRoot = WEB_ROOT, dev = false } = options;
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  // Before any secret or database file exists: what patients said must not be readable by other users.
  makeDataDirPrivate(env.DATA_DIR, log);
  const errors = options.errors ?? (await startErrorReporting({ dsn: env.SENTRY_DSN, release: version }));
  const secrets = loadSecrets(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  const sharedState = await openSharedState(env, database, log).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const identity = createIdentity(env, database.db, secrets.auth, sharedState);
  const engine = createVoiceEngine(env, log);
  // Several instances may share a PostgreSQL database: each records the calls it holds and beats, so that another
  // finishes them if it dies. PGlite is one process's own: nothing to share.
  const clustered = database.kind === 'postgres';
  let draining = false;
  let checkLostInstances = () => {};
  const heartbeat = clustered
    ? createInstanceHeartbeat({ db: database.db, log, onBeat: () => checkLostInstances() })
    : undefined;
  await heartbeat?.start();
  const { app, rooms, hostedCalls } = createApp({
    env,
    log,
    version,
    identity,
    db: database.db,
    secrets,
    dev,
    // Draining, or fenced: an instance whose own heartbeat is stale takes nothing new.
    draining: () => draining || (heartbeat !== undefined && !heartbeat.isFresh()),
    errors,
    rooms: {
      upgradeWebSocket,
      engine,
      limits: options.roomLimits,
      heartbeatMs: options.heartbeatMs,
      instanceId: heartbeat?.id,
    },
  });
  options.beforeSpa?.(app);
  if (!dev) mountSpa(app, webRoot, API_PREFIXES);

  // Calls a crash left open are finished before anyone can connect, then checked again every interval.
  const recovery = createCallRecovery({
    store: createConsultationStore(database.db),
    isLive: (callId) => rooms?.isLive(callId) ?? false,
    log,
    // A shared PostgreSQL may be used by other instances holding rooms of their own: only a call quiet for longer
    // than a live room lets a silent call run is taken as lost.
    lostAfterQuietMs: env.DATABASE_URL ? (env.CALL_SILENCE_MINUTES + 1) * 60_000 : 0,
    // The longest call (the assistant's maxDurationSeconds, set by `assistant sync`) and time for the platform's
    // post-call processing: a hosted call still open by then ended without its end-of-call report reaching us.
    hostedCallMaxMs: (env.CALL_MAX_MINUTES + HOSTED_REPORT_GRACE_MINUTES) * 60_000,
    finishHostedCall: (callId) => hostedCalls.finishUnreported(callId),
    cluster: heartbeat ? { instanceId: heartbeat.id, holderStaleSeconds: HOLDER_STALE_SECONDS } : undefined,
  });
  // One instance sweeps at a time (an advisory lock; the others skip that round), and within it one sweep at a time.
  const sweep = (moment: 'boot' | 'later') =>
    database
      .withLock('callRecovery', () => recovery.sweep(moment), { wait: false })
      .catch((error: unknown) => {
        log.error('calls.recovery.failed', describeError(error));
        errors.capture(error, { event: 'calls.recovery.failed' });
      });
  await sweep('boot');
  let sweeping: Promise<unknown> | null = null;
  const sweepLater = () => {
    sweeping ??= sweep('later').finally(() => {
      sweeping = null;
    });
  };
  const recoveryTimer = setInterval(sweepLater, env.CALL_RECOVERY_INTERVAL_SECONDS * 1000);
  recoveryTimer.unref();
  // Every heartbeat: an instance that stopped beating left calls in progress; they are finished now, not at the
  // next interval, so a patient has a report within a minute of the crash.
  checkLostInstances = () => {
    if (sweeping || draining) return;
    recovery
      .callsLeftByLostInstances()
      .then((found) => {
        if (found) sweepLater();
      })
      .catch((error: unknown) => log.warn('calls.recovery.check-failed', describeError(error)));
  };

  // Frames above the room's own limits are dropped by the room; far larger ones are refused by ws itself.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      { fetch: app.fetch, port: env.PORT, hostname: env.HOST, websocket: { server: wss } },
      () => resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  log.info('server.started', { port, version, instanceId: heartbeat?.id });

  let drained: Promise<void> | undefined;
  const drain = () =>
    (drained ??= (async () => {
      draining = true;
      log.info('server.draining', { liveRooms: rooms?.liveRooms ?? 0 });
      clearInterval(recoveryTimer);
      await sweeping;
      // Each patient is told (status-update ended, server-shutdown) and the call's report is stored.
      await rooms?.shutdown();
    })());
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    instanceId: heartbeat?.id,
    drain,
    close: () =>
      (closing ??= (async () => {
        await drain();
        // Its calls are finished: it leaves the cluster, and nobody will wait for it to go stale.
        await heartbeat
          ?.stop()
          .catch((error: unknown) => log.warn('instance.stop.failed', describeError(error)));
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await engine.close();
        await sharedState.close();
        await database.close();
        await errors.close();
        log.info('server.stopped', {});
      })()),
  };
}

/** Entry point: validate configuration, start, and shut down cleanly on SIGINT/SIGTERM. */
export async function main(overrides: Partial<StartOptions> = {}) {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  // A stray rejection is logged, never allowed to end every patient's call.
  process.on('unhandledRejection', (reason) => {
    log.error('process.unhandled-rejection', describeError(reason));
  });
  try {
    const server = await startServer({ env, ...overrides, log });
    console.log(`Carelune is running at ${server.url}`);
    const shutdown = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    console.error(`Server failed to start: ${JSON.stringify(describeError(error))}`);
    process.exit(1);
  }
}
