import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Where sign-in and sign-up counters live: this process's memory (one instance, the embedded default), or a store
 * every instance shares — Redis when REDIS_URL is set, otherwise the PostgreSQL of DATABASE_URL.
 */
export type LimiterStore =
  { kind: 'memory' } | { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: Pool };

export const MEMORY_LIMITER_STORE: LimiterStore = { kind: 'memory' };

/** The `rate_limit` table of our migrations (rate-limiter-flexible's own layout). */
const POSTGRES_TABLE = 'rate_limit';

export function createLimiter(
  store: LimiterStore,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterAbstract {
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(options);
    case 'redis':
      return new RateLimiterRedis({
        ...options,
        keyPrefix: `carelune:${options.keyPrefix}`,
        storeClient: store.client,
      });
    case 'postgres':
      return new RateLimiterPostgres({
        ...options,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: POSTGRES_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: true,
      });
  }
}
