import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { instance } from '../db/schema';
import type { Logger } from '../log';
import { describeError } from '../log';

/** How often an instance says it is alive. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/**
 * How long without a heartbeat before an instance counts as gone and its calls are finished by another: six
 * missed beats, so a busy event loop or a slow query is not taken for a crash; with a sweep at each beat, the
 * calls are finished well inside the 60 s promised.
 */
export const HOLDER_STALE_SECONDS = 30;
/** A beat that has not answered by then is given up, so one hung query cannot stop every beat after it. */
const BEAT_TIMEOUT_MS = 4_000;
/**
 * An instance whose own last beat is older than this stops taking new calls and reports itself not ready, well
 * before the others would count it gone and finish its calls.
 */
const FRESH_FOR_MS = (HOLDER_STALE_SECONDS - 12) * 1000;
/** Rows of instances gone this long are deleted (their calls were finished long before). */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/**
 * This server instance's row in `instance`, its heartbeat written every few seconds with the database's clock (so
 * instances' own clocks need not agree). Each tick then runs `onBeat`, where call recovery looks for calls of
 * instances that stopped.
 */
export function createInstanceHeartbeat(options: {
  db: Db;
  log: Logger;
  intervalMs?: number;
  freshForMs?: number;
  onBeat?: () => void;
}) {
  const { db, log, intervalMs = HEARTBEAT_INTERVAL_MS, freshForMs = FRESH_FOR_MS } = options;
  const id = randomUUID();
  let timer: ReturnType<typeof setInterval> | undefined;
  let beating: Promise<void> | undefined;
  let lastBeatAt = 0;

  const beat = async () => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const write = db
      .insert(instance)
      .values({ id })
      .onConflictDoUpdate({ target: instance.id, set: { heartbeatAt: sql`now()` } });
    const givenUp = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error('heartbeat timed out')), BEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([write, givenUp]);
      lastBeatAt = performance.now();
    } finally {
      clearTimeout(timeout);
    }
  };

  return {
    id,
    /**
     * Whether this instance's own heartbeat is recent. When it is not, the others may soon count it gone: it takes
     * no new calls and tells the load balancer it is not ready.
     */
    isFresh: () => performance.now() - lastBeatAt <= freshForMs,
    /** Registers this instance (before any room can be claimed), then beats until `stop`. */
    async start() {
      await beat();
      await db
        .delete(instance)
        .where(lt(instance.heartbeatAt, sql`now() - ${FORGET_AFTER_SECONDS}::int * interval '1 second'`));
      timer = setInterval(() => {
        beating ??= beat()
          .then(() => options.onBeat?.())
          .catch((error: unknown) => log.warn('instance.heartbeat.failed', describeError(error)))
          .finally(() => (beating = undefined));
      }, intervalMs);
      timer.unref();
    },
    /** After this instance's calls are finished: it leaves the cluster cleanly. */
    async stop() {
      clearInterval(timer);
      await beating;
      await db.delete(instance).where(eq(instance.id, id));
    },
  };
}

export type InstanceHeartbeat = ReturnType<typeof createInstanceHeartbeat>;
