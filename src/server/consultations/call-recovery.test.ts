import { buildReport } from '../../domain/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { consultation, instance, transcriptLine } from '../db/schema';
import { createLogger } from '../log';
import { openTestDatabase } from '../testing/test-database';
import { createCallRecovery, RECOVERY_BATCH, UNJOINED_CALL_EXPIRY_MS } from './call-recovery';
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
    expect((await store.summary(hosted))?.status).toBe('in-progress');

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

  it('dates a lost call and its report by its last saved line, not by when the sweep found it', async () => {
    const patient = `patient-${Date.now()}-d`;
    const lost = await call(patient, 'in-progress');
    await store.appendLine(lost, { role: 'user', text: 'I have had a sore throat since yesterday' });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await database.db.update(transcriptLine).set({ at: twoDaysAgo }).where(eq(transcriptLine.callId, lost));
    await createCallRecovery({ store, isLive: () => false, log: createLogger('silent') }).sweep('boot');
    const finished = await store.getForPatient(patient, lost);
    expect(finished?.endedAt && new Date(finished.endedAt).getTime()).toBe(twoDaysAgo.getTime());
    expect(finished?.report?.date && new Date(finished.report.date).getTime()).toBe(twoDaysAgo.getTime());
  });

  it('leaves a recently active call alone when another instance may hold its room', async () => {
    const patient = `patient-${Date.now()}-e`;
    const active = await call(patient, 'in-progress');
    await store.appendLine(active, { role: 'user', text: 'I have a rash on my arm' });
    const recovery = createCallRecovery({
      store,
      isLive: () => false,
      log: createLogger('silent'),
      lostAfterQuietMs: 6 * 60_000,
    });
    await recovery.sweep('later');
    expect((await store.getForPatient(patient, active))?.status).toBe('in-progress');

    await database.db
      .update(transcriptLine)
      .set({ at: new Date(Date.now() - 7 * 60_000) })
      .where(eq(transcriptLine.callId, active));
    await recovery.sweep('later');
    expect((await store.getForPatient(patient, active))?.endedReason).toBe('room-lost');
  });

  it('writes the report of a call whose end was stored but whose report was not', async () => {
    const patient = `patient-${Date.now()}-f`;
    const ended = await call(patient, 'in-progress');
    await store.appendLine(ended, { role: 'user', text: 'I have had a headache since Monday' });
    await store.end(ended, { endedReason: 'customer-ended-call' });
    expect((await store.getForPatient(patient, ended))?.report).toBeNull();
    await createCallRecovery({ store, isLive: () => false, log: createLogger('silent') }).sweep('later');
    const repaired = await store.getForPatient(patient, ended);
    expect(repaired?.endedReason).toBe('customer-ended-call');
    expect(repaired?.report?.symptoms).toMatch(/headache/i);
  });

  it('never replaces a report the room stored while the sweep was reading', async () => {
    const patient = `patient-${Date.now()}-g`;
    const ended = await call(patient, 'in-progress');
    await store.appendLine(ended, { role: 'user', text: 'I have had a headache since Monday' });
    await store.end(ended, { endedReason: 'customer-ended-call' });
    const roomsReport = buildReport(['You: crushing chest pain'], new Date(), {});
    const sweep = createCallRecovery({ store, isLive: () => false, log: createLogger('silent') });
    // The room's report lands between the sweep's listing and its write.
    const listing = store.endedLocalCallsWithoutReport.bind(store);
    store.endedLocalCallsWithoutReport = async (...args) => {
      const found = await listing(...args);
      await store.saveReport(ended, roomsReport);
      return found;
    };
    try {
      await sweep.sweep('later');
    } finally {
      store.endedLocalCallsWithoutReport = listing;
    }
    expect((await store.getForPatient(patient, ended))?.report?.symptoms).toBe(roomsReport.symptoms);
  });

  it('hands a hosted call still open after the longest call to the hosted finisher, and no other', async () => {
    const patient = `patient-${Date.now()}-g`;
    const stale = await call(patient, 'in-progress', 'vapi');
    const recent = await call(patient, 'in-progress', 'vapi');
    await database.db
      .update(consultation)
      .set({ startedAt: new Date(Date.now() - 3 * 60 * 60_000) })
      .where(eq(consultation.callId, stale));
    const handed: string[] = [];
    const outcome = await createCallRecovery({
      store,
      isLive: () => false,
      log: createLogger('silent'),
      hostedCallMaxMs: 60 * 60_000,
      finishHostedCall: async (callId) => {
        handed.push(callId);
        return true;
      },
    }).sweep('later');
    expect(handed).toContain(stale);
    expect(handed).not.toContain(recent);
    expect(outcome.finished).toBeGreaterThanOrEqual(1);
  });
});

describe('calls held by the instances of a cluster', () => {
  it('finishes at once the calls of an instance that stopped heartbeating, and leaves a live one’s alone', async () => {
    const patient = `patient-${Date.now()}-cluster`;
    const stamp = Date.now();
    const [gone, alive] = [`gone-${stamp}`, `alive-${stamp}`];
    await database.db.insert(instance).values([
      { id: gone, heartbeatAt: new Date(Date.now() - 60_000) },
      { id: alive, heartbeatAt: new Date() },
    ]);
    const held = async (instanceId: string | undefined) => {
      const callId = await call(patient, 'queued');
      expect(await store.claim(callId, patient, instanceId)).toBe('claimed');
      return callId;
    };
    const ofGone = await held(gone);
    await store.appendLine(ofGone, {
      role: 'user',
      text: 'I have had a bad headache since yesterday morning',
    });
    const ofAlive = await held(alive);
    const mine = await held('me');
    // Claimed before calls recorded their instance: only a long quiet spell makes it lost.
    const unrecorded = await held(undefined);
    const recovery = createCallRecovery({
      store,
      isLive: () => false,
      log: createLogger('silent'),
      lostAfterQuietMs: 60 * 60_000,
      cluster: { instanceId: 'me', holderStaleSeconds: 20 },
    });
    expect(await recovery.callsLeftByLostInstances()).toBe(true);

    await recovery.sweep('later');

    const finished = await store.getForPatient(patient, ofGone);
    expect(finished).toMatchObject({ status: 'ended', endedReason: 'server-crashed' });
    expect(finished?.report?.symptoms).toMatch(/headache/i);
    expect(await store.getForPatient(patient, mine)).toMatchObject({
      status: 'ended',
      endedReason: 'room-lost',
    });
    expect((await store.getForPatient(patient, ofAlive))?.status).toBe('in-progress');
    expect((await store.getForPatient(patient, unrecorded))?.status).toBe('in-progress');
    expect(await recovery.callsLeftByLostInstances()).toBe(false);
  });

  it("finishes a dead instance's calls however many live calls this instance holds", async () => {
    const patient = `patient-${Date.now()}-busy`;
    const stamp = Date.now();
    const gone = `gone-busy-${stamp}`;
    await database.db.insert(instance).values({ id: gone, heartbeatAt: new Date(Date.now() - 60_000) });
    const live = new Set<string>();
    for (let i = 0; i < RECOVERY_BATCH + 5; i++) {
      const callId = await call(patient, 'queued');
      await store.claim(callId, patient, 'me-busy');
      live.add(callId);
    }
    const ofGone = await call(patient, 'queued');
    await store.claim(ofGone, patient, gone);
    await createCallRecovery({
      store,
      isLive: (callId) => live.has(callId),
      log: createLogger('silent'),
      cluster: { instanceId: 'me-busy', holderStaleSeconds: 20 },
    }).sweep('later');
    expect(await store.getForPatient(patient, ofGone)).toMatchObject({
      status: 'ended',
      endedReason: 'server-crashed',
    });
  }, 60_000);
});
