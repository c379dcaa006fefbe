import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATION_COUNT, openDatabase, openMemoryDatabase, type Database } from './database';
import { createTestDatabaseUrl } from '../testing/test-database';

describe('the embedded database', () => {
  it('is ready once migrated, and not while a migration is missing or the database is gone', async () => {
    const unmigrated = await openMemoryDatabase();
    try {
      await unmigrated.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      expect(await unmigrated.isReady()).toBe(false);
    } finally {
      await unmigrated.close();
    }
    const database = await openMemoryDatabase();
    expect(await database.isReady()).toBe(true);
    await database.close();
    expect(await database.isReady()).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('several instances on one fresh PostgreSQL database', () => {
  it('all boot together: migrations run once, under an advisory lock', { timeout: 60_000 }, async () => {
    const fresh = (await createTestDatabaseUrl())!;
    const opened: Database[] = [];
    try {
      const boots = await Promise.allSettled(
        Array.from({ length: 6 }, () => openDatabase({ databaseUrl: fresh.url, dataDir: '' })),
      );
      for (const boot of boots) if (boot.status === 'fulfilled') opened.push(boot.value);
      expect(boots.filter((boot) => boot.status === 'rejected')).toEqual([]);
      const { rows } = await opened[0]!.pool!.query<{ applied: number }>(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.applied).toBe(MIGRATION_COUNT);
      expect(await Promise.all(opened.map((database) => database.isReady()))).toEqual(opened.map(() => true));
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await fresh.drop();
    }
  });

  it('survives the server closing its idle connections, and says so without stopping', async () => {
    const fresh = (await createTestDatabaseUrl())!;
    const warnings: string[] = [];
    const log = {
      debug: () => {},
      info: () => {},
      warn: (event: string) => void warnings.push(event),
      error: () => {},
      child() {
        return log;
      },
    };
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: '', log });
    try {
      await database.pool!.query('select 1');
      // Every idle connection is ended: each is noticed on its own, so the test waits for all of them.
      const idle = database.pool!.idleCount;
      const databaseName = new URL(fresh.url).pathname.slice(1);
      // As a restart or an administrator would: from another connection, to the server itself.
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        );
      } finally {
        await admin.end();
      }
      await expect
        .poll(() => warnings.filter((event) => event === 'database.idle-connection-closed').length)
        .toBeGreaterThanOrEqual(Math.max(1, idle));
      const { rows } = await database.pool!.query<{ one: number }>('select 1 as one');
      expect(rows[0]!.one).toBe(1);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });

  it('answers queries issued while the server is ending its connections', { timeout: 60_000 }, async () => {
    const fresh = (await createTestDatabaseUrl())!;
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
    const databaseName = new URL(fresh.url).pathname.slice(1);
    const { default: pg } = await import('pg');
    try {
      for (let round = 0; round < 10; round++) {
        // Connections open and idle in the pool, as after ordinary use.
        await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select 1`)));
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const ending = admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        );
        // Patients' requests arriving at that moment are answered, through the product's own query path.
        const answered = await Promise.allSettled(
          Array.from({ length: 5 }, () => database.db.execute(sql`select 1 as one`)),
        );
        await ending;
        await admin.end();
        expect(answered.filter((result) => result.status === 'rejected')).toEqual([]);
      }
    } finally {
      await database.close();
      await fresh.drop();
    }
  });

  it('lets only one instance at a time hold a job lock', async () => {
    const fresh = (await createTestDatabaseUrl())!;
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: fresh.url, dataDir: '' }),
      openDatabase({ databaseUrl: fresh.url, dataDir: '' }),
    ]);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = a.withLock('callRecovery', async () => {
        entered();
        await held;
        return 'a';
      });
      await inside;
      expect(await b.withLock('callRecovery', async () => 'b', { wait: false })).toBeUndefined();
      release();
      expect(await first).toBe('a');
      expect(await b.withLock('callRecovery', async () => 'b', { wait: false })).toBe('b');
    } finally {
      await Promise.all([a.close(), b.close()]);
      await fresh.drop();
    }
  });
});
