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
});
