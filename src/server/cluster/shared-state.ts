import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import { MEMORY_LIMITER_STORE, type LimiterStore } from '../auth/limiter-store';
import { openRedis, redisSessionStorage, type SessionStorage } from './redis';

/** What instances must share beyond the database: throttle counters, and sessions when Redis is there. */
export interface SharedState {
  limiterStore: LimiterStore;
  /** Set when another instance may serve the same patient: no per-process copy of a session may outlive a sign-out. */
  shared?: { sessionStorage?: SessionStorage };
  close(): Promise<void>;
}

/**
 * REDIS_URL is the one switch for Redis; without it, several instances on one PostgreSQL share through the
 * database; the embedded default (PGlite, one process) keeps everything in memory.
 */
export async function openSharedState(env: Env, database: Database, log: Logger): Promise<SharedState> {
  if (env.REDIS_URL) {
    const client = await openRedis(env.REDIS_URL, log);
    return {
      limiterStore: { kind: 'redis', client },
      shared: { sessionStorage: redisSessionStorage(client) },
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }
  if (database.pool)
    return { limiterStore: { kind: 'postgres', pool: database.pool }, shared: {}, close: async () => {} };
  return { limiterStore: MEMORY_LIMITER_STORE, close: async () => {} };
}
