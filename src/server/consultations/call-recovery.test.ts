import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { consultation } from '../db/schema';
import { createLogger } from '../log';
import { openTestDatabase } from '../testing/test-database';
import { createCallRecovery, UNJOINED_CALL_EXPIRY_MS } from './call-recovery';
import { createConsultationStore, type ConsultationStore } from './consultation-store';

let database: Database;
let store: ConsultationStore;

beforeAll(async () => {
  database = await openTestDatabase();
  store = createConsultationStore(database.db);
}, 60_000);
afterAll(() => database?.close());

let counter = 0;
async function call(
  patientId: string,
  status: 'queued' | 'in-progress',
  platform: 'local' | 'vapi' = 'local',
) {
  const callId = `recovery-${++counter}-${Date.now()}`;
  await store.start({ callId, patientId, platform, status });
  return callId;
}

describe('finishing calls no room will finish', () => {
  it('gives an in-progress call without a room a report from its saved lines and says why it ended', async () => {
    const patient = `patient-${Date.now()}-a`;
    const lost = await call(patient, 'in-progress');
    await store.appendLine(lost, {
      role: 'assistant',
      text: 'Hello, I am the AI doctor. What brings you here?',
    });
    await store.appendLine(lost, { role: 'user', text: 'I have had a bad headache since yesterday morning' });
    await store.appendLine(lost, {
      role: 'user',
      text: 'and now crushing chest pain going down my left arm',
    });
    const live = await call(patient, 'in-progress');
    const hosted = await call(patient, 'in-progress', 'vapi');
    const recovery = createCallRecovery({
      store,
      isLive: (callId) => callId === live,
      log: createLogger('silent'),
    });

    await recovery.sweep('boot');

    const finished = await store.getForPatient(patient, lost);
    expect(finished).toMatchObject({ status: 'ended', endedReason: 'server-crashed', urgency: 'emergency' });
    expect(finished?.report?.symptoms).toMatch(/headache/i);
    expect(finished?.redFlags.length).toBeGreaterThan(0);
    // A room still holds this one; the hosted platform holds the other.
    expect((await store.getForPatient(patient, live))?.status).toBe('in-progress');
    expect((await store.getForPatient(patient, hosted))?.status).toBe('in-progress');

    await recovery.sweep('later');
    expect((await store.getForPatient(patient, lost))?.endedReason).toBe('server-crashed');
  });

  it('says the room was lost when it finds one later, not at boot', async () => {
    const patient = `patient-${Date.now()}-b`;
    const lost = await call(patient, 'in-progress');
    await createCallRecovery({ store, isLive: () => false, log: createLogger('silent') }).sweep('later');
    expect((await store.getForPatient(patient, lost))?.endedReason).toBe('room-lost');
  });

  it('expires calls never joined after a few minutes and keeps them out of history', async () => {
    const patient = `patient-${Date.now()}-c`;
    const fresh = await call(patient, 'queued');
    const old = await call(patient, 'queued');
    const joined = await call(patient, 'in-progress');
    expect((await store.listForPatient(patient, 1, 10)).items.map((c) => c.callId)).toEqual([joined]);

    // Only `old` was created long enough ago to expire.
    await database.db
      .update(consultation)
      .set({ startedAt: new Date(Date.now() - UNJOINED_CALL_EXPIRY_MS - 60_000) })
      .where(eq(consultation.callId, old));
    await createCallRecovery({
      store,
      isLive: (callId) => callId === joined,
      log: createLogger('silent'),
    }).sweep('later');

    expect(await store.getForPatient(patient, old)).toMatchObject({
      status: 'ended',
      endedReason: 'never-joined',
      report: null,
    });
    expect((await store.getForPatient(patient, fresh))?.status).toBe('queued');
    const history = await store.listForPatient(patient, 1, 10);
    expect(history.items.map((c) => c.callId)).toEqual([joined]);
    expect(history.total).toBe(1);
  });
});
