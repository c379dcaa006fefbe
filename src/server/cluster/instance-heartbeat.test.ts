import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { instance } from '../db/schema';
import { createLogger } from '../log';
import { openTestDatabase } from '../testing/test-database';
import { createInstanceHeartbeat } from './instance-heartbeat';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const heartbeatOf = async (id: string) =>
  (await database.db.select().from(instance).where(eq(instance.id, id)))[0]?.heartbeatAt;

describe('an instance heartbeat', () => {
  it('registers the instance, beats, and leaves when stopped', async () => {
    let beats = 0;
    const heartbeat = createInstanceHeartbeat({
      db: database.db,
      log: createLogger('silent'),
      intervalMs: 20,
      onBeat: () => (beats += 1),
    });
    await heartbeat.start();
    const first = await heartbeatOf(heartbeat.id);
    expect(first).toBeInstanceOf(Date);
    await expect
      .poll(async () => (await heartbeatOf(heartbeat.id))!.getTime(), { timeout: 10_000 })
      .toBeGreaterThan(first!.getTime());
    await expect.poll(() => beats, { timeout: 10_000 }).toBeGreaterThan(0);
    await heartbeat.stop();
    expect(await heartbeatOf(heartbeat.id)).toBeUndefined();
  });

  it('counts itself stale, to take nothing new, once its own beats stop reaching the database', async () => {
    let reachable = true;
    // The database as this instance sees it: answering, then not at all (a hung connection).
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'insert' && !reachable)
          return () => ({ values: () => ({ onConflictDoUpdate: () => new Promise(() => {}) }) });
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const heartbeat = createInstanceHeartbeat({
      db,
      log: createLogger('silent'),
      intervalMs: 20,
      freshForMs: 300,
    });
    await heartbeat.start();
    expect(heartbeat.isFresh()).toBe(true);
    reachable = false;
    await expect.poll(() => heartbeat.isFresh(), { timeout: 10_000 }).toBe(false);
    reachable = true;
    // A hung beat is given up, so the next ones run: it is fresh again once the database answers.
    await expect.poll(() => heartbeat.isFresh(), { timeout: 15_000 }).toBe(true);
    await heartbeat.stop();
  }, 30_000);
});
