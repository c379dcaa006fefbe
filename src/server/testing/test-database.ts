import { randomBytes } from 'node:crypto';
import { openDatabase, openMemoryDatabase, type Database } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped again on close), so the same suite proves both back ends.
 */
export async function openTestDatabase(): Promise<Database> {
  const fresh = await createTestDatabaseUrl();
  if (!fresh) return openMemoryDatabase();
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * With TEST_DATABASE_URL: a new, empty database on that server for a whole test server (DATABASE_URL), and how to
 * drop it. Without: undefined, and the server uses PGlite.
 */
export async function createTestDatabaseUrl(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const { default: pg } = await import('pg');
  const name = `carelune_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The secrets every instance on one PostgreSQL database must share (required with DATABASE_URL). */
export const SHARED_SECRETS_ENV = {
  AUTH_SECRET: 'shared-test-secret-that-is-long-enough-0123',
  LOCAL_PLATFORM_PUBLIC_KEY: 'shared-test-platform-public-key',
  LOCAL_PLATFORM_PRIVATE_KEY: 'shared-test-platform-private-key',
} as const;
