import { mkdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DATABASE_FOLDER, removeGroupAndOtherAccess } from '../config/data-dir';
import type { Logger } from '../log';
import { retryQueriesOnEndedConnections } from './dead-connections';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for stores that share the database (rate limits); absent on PGlite. */
  pool?: Pool;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock named `name`, shared by every instance on the database.
   * `wait: false` gives up at once (undefined) when another instance holds it. PGlite has one process: no lock.
   */
  withLock<T>(name: LockName, work: () => Promise<T>, options?: { wait?: boolean }): Promise<T | undefined>;
  /** Whether the database answers and every migration of this build is applied (the load balancer's check). */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

/** Advisory lock keys: one number per job that only one instance at a time may do. */
export const LOCKS = { migrations: 7_302_001, callRecovery: 7_302_002 } as const;
export type LockName = keyof typeof LOCKS;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
/** How many migrations this build ships; ready means the database has at least that many applied. */
export const MIGRATION_COUNT = journal.entries.length;

async function migrationsApplied(db: Db): Promise<number> {
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { applied: number }[] }).rows;
  return Number(rows[0]?.applied ?? 0);
}

/**
 * Whether the database answers and has every migration of this build applied. Once they are, later checks (the
 * load balancer's, every couple of seconds) only ask the database to answer: applied migrations stay applied.
 */
export function databaseReadiness(db: Db) {
  let migrated = false;
  return async () => {
    try {
      if (migrated) {
        await db.execute(sql`select 1`);
        return true;
      }
      migrated = (await migrationsApplied(db)) >= MIGRATION_COUNT;
      return migrated;
    } catch {
      return false;
    }
  };
}

const noLock: Database['withLock'] = (_name, work) => work();

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir; applies migrations either way. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: Logger;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Keepalive: a lock held by an instance whose machine vanished is freed when its connection is found dead.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, keepAlive: true });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error' on the pool: with
    // no listener it would end the process. The pool drops that connection and opens another when next needed.
    pool.on('error', (error: Error & { code?: string }) => {
      options.log?.warn('database.idle-connection-closed', { code: error.code });
    });
    retryQueriesOnEndedConnections(pool, options.log);
    const withLock: Database['withLock'] = async (name, work, { wait = true } = {}) => {
      // A session lock on one connection: released with it if this process dies while holding it.
      const client = await pool.connect();
      // A connection whose unlock failed may still hold the lock: it is closed, not handed to the next query.
      let broken: Error | undefined;
      try {
        if (wait) await client.query('select pg_advisory_lock($1)', [LOCKS[name]]);
        else {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [LOCKS[name]],
          );
          if (!rows[0]?.locked) return undefined;
        }
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [LOCKS[name]]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    };
    const db = drizzle(pool, { schema }) as unknown as Db;
    try {
      // Instances booting together on a fresh database take turns: drizzle's own CREATE ... IF NOT EXISTS races.
      await withLock('migrations', () => migrate(db as never, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', pool, withLock, isReady: databaseReadiness(db), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const directory = join(options.dataDir, DATABASE_FOLDER);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(directory);
  removeGroupAndOtherAccess(directory, options.log);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    withLock: noLock,
    isReady: databaseReadiness(db as unknown as Db),
    close: () => client.close(),
  };
}

/** An in-memory PGlite, for tests that need a real database but no files. */
export async function openMemoryDatabase(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    withLock: noLock,
    isReady: databaseReadiness(db as unknown as Db),
    close: () => client.close(),
  };
}
