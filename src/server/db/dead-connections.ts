// A query handed a connection the server has just ended (a restart, a failover, an administrator) fails with
// "terminating connection": the server ended that session before running anything on it, so the query is tried
// again on another connection. Each failed try removes one dead connection from the pool, so at most as many
// tries as the pool holds connections are needed. Queries in a transaction (a client from pool.connect()) are
// not retried: the transaction is lost with its connection, and only its caller can start it again.
import type { Pool } from 'pg';
import type { Logger } from '../log';

/** Server error codes for a session ended by the server: admin shutdown, crash shutdown, cannot connect now. */
const SESSION_ENDED = new Set(['57P01', '57P02', '57P03']);

export const endedByServer = (error: unknown): boolean =>
  SESSION_ENDED.has((error as { code?: string } | null)?.code ?? '');

export function retryQueriesOnEndedConnections(pool: Pool, log?: Logger): void {
  const maxConnections = pool.options.max ?? 10;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]): Promise<unknown> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        if (!endedByServer(error) || attempt > maxConnections) throw error;
        log?.warn('database.query-retried', { code: (error as { code?: string }).code, attempt });
      }
    }
  };
  pool.query = ((...args: unknown[]) =>
    // The callback form is passed through as it is.
    typeof args[args.length - 1] === 'function' ? query(...args) : retrying(...args)) as Pool['query'];
}
