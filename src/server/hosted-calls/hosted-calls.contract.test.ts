// Contract tests of the hosted platform's server messages: a loopback fake platform posts the documented shapes to
// the real server over HTTP and takes what the server says into a call through the call's control URL.
import { serve, type ServerType } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationReport } from '../../domain/report';
import type { TranscriptTurn } from '../../domain/transcript';
import { eq } from 'drizzle-orm';
import { consultation as consultationTable, report } from '../db/schema';
import { createLogger } from '../log';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startFakeVoicePlatform, type FakeCall, type FakeVoicePlatform } from './testing/fake-voice-platform';
import { VOICE_PLATFORM_WEBHOOK_PATH } from './webhook-routes';
import { HOSTED_TEST_ENV, postServerMessage, TEST_SERVER_SECRET } from './testing/hosted-test-app';

const SECRET = TEST_SERVER_SECRET;
const hostedEnv = HOSTED_TEST_ENV;

interface Detail {
  status: string;
  endedReason: string | null;
  urgency: string | null;
  transcript: TranscriptTurn[];
  report: ConsultationReport | null;
}

interface Running {
  t: TestApp;
  platform: FakeVoicePlatform;
  logs: string[];
  close(): Promise<void>;
}

/** The real app on a real database, served on loopback, with a fake platform posting to its webhook. */
async function startHosted(
  env: Record<string, string> = {},
  platformFor?: (origin: string) => string,
): Promise<Running> {
  const logs: string[] = [];
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    // The port is known before the app exists, so that the fake platform (and a private-key API base) can name it.
    const probe = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' }, (info) => {
      probe.close(() => resolve(info.port));
    });
  });
  const platform = await startFakeVoicePlatform({
    webhookUrl: `http://127.0.0.1:${port}${VOICE_PLATFORM_WEBHOOK_PATH}`,
    secret: SECRET,
  });
  const t = await createTestApp({
    env: {
      ...hostedEnv,
      VAPI_CONTROL_HOSTS: `.vapi.ai,${platform.origin}`,
      ...env,
      ...(platformFor ? { VAPI_API_BASE: platformFor(platform.origin) } : {}),
    },
    log: createLogger('debug', (line) => logs.push(line)),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve());
  });
  return {
    t,
    platform,
    logs,
    close: async () => {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      await platform.close();
      await t.close();
    },
  };
}

type Patient = { cookie: string; userId: string };

async function ticketFor(t: TestApp, patient: Patient): Promise<string> {
  const response = await t.request('/api/consultations/ticket', { method: 'POST', cookie: patient.cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

function register(t: TestApp, patient: Patient, call: FakeCall) {
  return t.request('/api/consultations', {
    method: 'POST',
    cookie: patient.cookie,
    body: JSON.stringify({ callId: call.id, platform: 'vapi', ticket: call.ticket }),
  });
}

/** What the browser does: a ticket, the call started with it on the platform, and the call id registered. */
async function startCall(t: TestApp, patient: Patient): Promise<FakeCall> {
  const call = { id: `vapi-${randomUUID()}`, ticket: await ticketFor(t, patient) };
  expect((await register(t, patient, call)).status).toBe(201);
  return call;
}

/** Whether any report of this call exists at all, whoever could read it. */
async function reportExists(t: TestApp, callId: string): Promise<boolean> {
  const found = await t.database.db
    .select({ callId: report.callId })
    .from(report)
    .where(eq(report.callId, callId));
  return found.length > 0;
}

async function detail(t: TestApp, patient: Patient, callId: string): Promise<Detail | null> {
  const response = await t.request(`/api/consultations/${callId}`, { cookie: patient.cookie });
  return response.status === 200 ? ((await response.json()) as Detail) : null;
}

const consultation: TranscriptTurn[] = [
  { role: 'assistant', text: 'Hello, I am your AI doctor. What brings you in today?' },
  { role: 'user', text: 'I have had a headache and a sore throat since yesterday morning, but no fever.' },
  { role: 'assistant', text: 'My advice is to rest, drink plenty of fluids and take paracetamol.' },
];

describe('server messages from the hosted platform', () => {
  let run: Running;
  let alice: Patient;
  let bob: Patient;
  beforeAll(async () => {
    run = await startHosted();
    alice = await run.t.signUp({ firstName: 'Alice' });
    bob = await run.t.signUp({ firstName: 'Bob' });
  }, 60_000);
  afterAll(() => run.close());

  it('refuses unsigned or wrongly signed messages with 401, and they change nothing', async () => {
    const call = await startCall(run.t, alice);
    for (const secret of [null, 'not-the-server-secret', `${SECRET}x`]) {
      const response = await run.platform.post(
        {
          type: 'end-of-call-report',
          endedReason: 'customer-ended-call',
          call: { id: call.id, metadata: { ticket: call.ticket } },
          artifact: { messages: [{ role: 'user', message: 'I have a headache.' }] },
        },
        secret,
      );
      expect(response.status).toBe(401);
    }
    // The secret is checked before the body is read: an unsigned body that is not even JSON gets 401, not 400.
    const unread = await fetch(`${run.platform.webhookUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message": {"type": "end-of-call-report", ',
    });
    expect(unread.status).toBe(401);
    expect(await detail(run.t, alice, call.id)).toMatchObject({
      status: 'in-progress',
      report: null,
      transcript: [],
    });
  });

  it('writes the report on the server from a signed end-of-call report, leaving denied symptoms out', async () => {
    const call = await startCall(run.t, alice);
    expect((await run.platform.statusUpdate(call, 'in-progress')).status).toBe(200);
    for (const turn of consultation) await run.platform.finalTranscript(call, turn.role, turn.text);
    expect((await run.platform.endOfCallReport(call, consultation)).status).toBe(200);

    const found = await detail(run.t, alice, call.id);
    expect(found).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
    expect(found?.transcript).toEqual(consultation);
    expect(found?.report?.symptoms).toMatch(/headache/i);
    expect(found?.report?.symptoms).toMatch(/sore throat/i);
    expect(found?.report?.symptoms).not.toMatch(/fever/i);
    // Listed in the patient's history with the report's issue, and exported by the server.
    const history = (await (await run.t.request('/api/consultations', { cookie: alice.cookie })).json()) as {
      items: { callId: string; issue: string | null }[];
    };
    expect(history.items.find((item) => item.callId === call.id)?.issue).toBe(found?.report?.issue);
    expect((await run.t.request(`/api/consultations/${call.id}/fhir`, { cookie: alice.cookie })).status).toBe(
      200,
    );
  });

  it('changes nothing when the same messages come twice, even at once', async () => {
    const call = await startCall(run.t, alice);
    const at = Date.now();
    const earache = 'I have had earache since Sunday.';
    const chest = 'I have crushing chest pain going down my left arm.';
    const responses = await Promise.all([
      run.platform.finalTranscript(call, 'user', earache, at),
      run.platform.finalTranscript(call, 'user', earache, at),
      run.platform.finalTranscript(call, 'user', chest, at + 1),
      run.platform.finalTranscript(call, 'user', chest, at + 1),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const live = await detail(run.t, alice, call.id);
    expect(live?.transcript.filter((turn) => turn.role === 'user')).toEqual([
      { role: 'user', text: earache },
      { role: 'user', text: chest },
    ]);
    // The emergency is spoken (and recorded) once.
    expect(run.platform.said.filter((entry) => entry.callId === call.id)).toHaveLength(1);
    expect(live?.transcript.filter((turn) => turn.role === 'assistant')).toHaveLength(1);
    const turns: TranscriptTurn[] = [{ role: 'user', text: earache }];
    await Promise.all([run.platform.endOfCallReport(call, turns), run.platform.endOfCallReport(call, turns)]);
    const first = await detail(run.t, alice, call.id);
    expect(first?.status).toBe('ended');
    await run.platform.endOfCallReport(
      call,
      [{ role: 'user', text: 'Something else entirely.' }],
      'assistant-error',
    );
    await run.platform.finalTranscript(call, 'user', 'A line after the end.');
    expect(await detail(run.t, alice, call.id)).toEqual(first);
  });

  it('refuses a bad message with a clear 400, and an oversized one with 413, changing nothing', async () => {
    const call = await startCall(run.t, alice);
    const bad = await run.platform.post({
      type: 'transcript',
      role: 'doctor',
      transcriptType: 'final',
      transcript: 'My chest hurts.',
      call: { id: call.id, metadata: { ticket: call.ticket } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The transcript message is not valid: role.' });
    // In-process: over a socket the server answers 413 without reading the rest and closes that connection.
    const huge = await postServerMessage(run.t, call, {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      artifact: { transcript: `User: ${'headache '.repeat(20_000)}` },
    });
    expect(huge.status).toBe(413);
    expect(await detail(run.t, alice, call.id)).toMatchObject({
      status: 'in-progress',
      transcript: [],
      report: null,
    });
  });

  it('gives no report to a call id the browser never registered', async () => {
    const call = { id: `vapi-${randomUUID()}`, ticket: await ticketFor(run.t, alice) };
    await run.platform.finalTranscript(call, 'user', 'I have a headache.');
    expect((await run.platform.endOfCallReport(call, consultation)).status).toBe(200);
    expect(await detail(run.t, alice, call.id)).toBeNull();
    expect(await reportExists(run.t, call.id)).toBe(false);
    const history = (await (await run.t.request('/api/consultations', { cookie: alice.cookie })).json()) as {
      items: { callId: string }[];
    };
    expect(history.items.map((item) => item.callId)).not.toContain(call.id);
  });

  it('gives no report to a call registered by another patient than the one it was started for', async () => {
    // Bob registers the id of a call Alice's ticket started (a foreign call id)…
    const alicesCall = { id: `vapi-${randomUUID()}`, ticket: await ticketFor(run.t, alice) };
    const bobsTicket = await ticketFor(run.t, bob);
    expect((await register(run.t, bob, { id: alicesCall.id, ticket: bobsTicket })).status).toBe(201);
    await run.platform.finalTranscript(alicesCall, 'user', 'I have a headache.');
    await run.platform.endOfCallReport(alicesCall, consultation);
    // …and neither of them gets a report of it.
    expect((await detail(run.t, bob, alicesCall.id))?.report ?? null).toBeNull();
    expect((await detail(run.t, bob, alicesCall.id))?.transcript ?? []).toEqual([]);
    expect(await detail(run.t, alice, alicesCall.id)).toBeNull();
    expect(await reportExists(run.t, alicesCall.id)).toBe(false);
    // Alice's own registration of it, once Bob's is there, is refused.
    expect((await register(run.t, alice, alicesCall)).status).toBe(409);
  });

  it('speaks an emergency once into a call nobody is bound to: no ticket, or registered by another patient', async () => {
    const line = (id: string, metadata: Record<string, unknown>) => ({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'My face has dropped on one side and I cannot lift my arm.',
      timestamp: 1_800_000_000_000,
      call: { id, ...metadata, monitor: { controlUrl: `${run.platform.origin}/calls/${id}/control` } },
    });
    // A call whose messages carry no ticket at all.
    const untracked = `vapi-${randomUUID()}`;
    await Promise.all([run.platform.post(line(untracked, {})), run.platform.post(line(untracked, {}))]);
    // A call started with Alice's ticket whose id Bob registered first.
    const alicesCall = { id: `vapi-${randomUUID()}`, ticket: await ticketFor(run.t, alice) };
    expect(
      (await register(run.t, bob, { id: alicesCall.id, ticket: await ticketFor(run.t, bob) })).status,
    ).toBe(201);
    const claimed = line(alicesCall.id, { metadata: { ticket: alicesCall.ticket } });
    await Promise.all([run.platform.post(claimed), run.platform.post(claimed)]);

    for (const id of [untracked, alicesCall.id]) {
      const said = run.platform.said.filter((entry) => entry.callId === id);
      expect(said, id).toHaveLength(1);
      expect(said[0]?.body.content).toMatch(/stroke/i);
    }
    // Nothing of it is stored for anyone: Bob's call shows neither the line nor its urgency.
    expect(await detail(run.t, bob, alicesCall.id)).toMatchObject({ transcript: [], urgency: null });
    expect(await detail(run.t, alice, untracked)).toBeNull();
  });

  it('does not say again a warning sign a call recorded before the spoken signs were kept per call id', async () => {
    const stroke = 'My face has dropped on one side and I cannot lift my arm.';
    const first = await startCall(run.t, alice);
    await run.platform.finalTranscript(first, 'user', stroke);
    const { redFlags } = (await (
      await run.t.request(`/api/consultations/${first.id}`, { cookie: alice.cookie })
    ).json()) as { redFlags: string[] };
    expect(redFlags.length).toBeGreaterThan(0);
    // A call open across the upgrade: its flags on the call, nothing in hosted_call_guard.
    const open = await startCall(run.t, alice);
    await run.t.database.db
      .update(consultationTable)
      .set({ urgency: 'emergency', redFlags })
      .where(eq(consultationTable.callId, open.id));
    await run.platform.finalTranscript(open, 'user', stroke);
    expect(run.platform.said.filter((entry) => entry.callId === open.id)).toEqual([]);
  });

  it('refuses to register a call with another patient’s ticket or a forged one', async () => {
    const alicesTicket = await ticketFor(run.t, alice);
    const id = `vapi-${randomUUID()}`;
    expect((await register(run.t, bob, { id, ticket: alicesTicket })).status).toBe(403);
    const [payload, signature] = alicesTicket.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, p: bob.userId })).toString('base64url')}.${signature}`;
    expect((await register(run.t, bob, { id, ticket: forged })).status).toBe(403);
    // A server message carrying the forged ticket is ignored: Bob gets nothing either.
    await run.platform.endOfCallReport({ id, ticket: forged }, consultation);
    expect(await detail(run.t, bob, id)).toBeNull();
    expect(await reportExists(run.t, id)).toBe(false);
  });

  it('reports a call whose end-of-call report arrived before the browser registered it', async () => {
    const call = { id: `vapi-${randomUUID()}`, ticket: await ticketFor(run.t, alice) };
    await run.platform.endOfCallReport(call, consultation);
    expect((await register(run.t, alice, call)).status).toBe(201);
    expect((await detail(run.t, alice, call.id))?.report?.symptoms).toMatch(/headache/i);
  });

  it('lets no browser write a report or a transcript', async () => {
    const call = await startCall(run.t, alice);
    await run.platform.endOfCallReport(call, consultation);
    const before = await detail(run.t, alice, call.id);
    const forged = { symptoms: 'None', issue: 'Perfectly healthy', overallAssessment: 100 };
    for (const path of ['report', 'transcript'])
      expect(
        (
          await run.t.request(`/api/consultations/${call.id}/${path}`, {
            method: 'PUT',
            cookie: alice.cookie,
            body: JSON.stringify({ report: forged, transcript: [{ role: 'user', text: 'I am fine.' }] }),
          })
        ).status,
      ).toBe(404);
    expect(await detail(run.t, alice, call.id)).toEqual(before);
  });

  it('speaks an emergency into the live call within a second of its final transcript, and the report leads with it', async () => {
    const call = await startCall(run.t, alice);
    await run.platform.finalTranscript(call, 'assistant', 'Hello, what brings you in today?');
    const heard = run.platform.nextSay();
    const sent = performance.now();
    const response = await run.platform.finalTranscript(
      call,
      'user',
      'I have crushing chest pain going down my left arm and I am sweating.',
    );
    const say = await heard;
    expect(response.status).toBe(200);
    expect(say.at - sent, 'ms from the final transcript to the say').toBeLessThan(1000);
    expect(say.callId).toBe(call.id);
    expect(say.body.type).toBe('say');
    expect(say.body.content).toMatch(/heart attack/i);
    expect(say.body.content).toMatch(/call emergency services now/i);

    // Recorded as the doctor's words at once, and not said twice when the platform repeats the line.
    const live = await detail(run.t, alice, call.id);
    expect(live?.transcript.at(-1)).toEqual({ role: 'assistant', text: say.body.content });
    expect(live?.urgency).toBe('emergency');
    await run.platform.finalTranscript(call, 'user', 'It really is crushing, right down my arm.');
    expect(run.platform.said.filter((entry) => entry.callId === call.id)).toHaveLength(1);

    // The platform's transcript carries what it said; the report leads with the emergency.
    await run.platform.endOfCallReport(call, [
      { role: 'assistant', text: 'Hello, what brings you in today?' },
      { role: 'user', text: 'I have crushing chest pain going down my left arm and I am sweating.' },
      { role: 'assistant', text: say.body.content },
    ]);
    const reported = await detail(run.t, alice, call.id);
    expect(reported?.urgency).toBe('emergency');
    expect(reported?.report?.urgency).toBe('emergency');
    expect(reported?.report?.issue).toMatch(/heart attack/i);
    expect(reported?.report?.followUpRecommendation).toMatch(/emergency services/i);
  });

  it('keeps the emergency at the head of the report even when the platform’s transcript reads otherwise', async () => {
    const call = await startCall(run.t, alice);
    const heard = run.platform.nextSay();
    await run.platform.finalTranscript(
      call,
      'user',
      'My face has dropped on one side and I cannot lift my arm.',
    );
    expect((await heard).body.content).toMatch(/stroke/i);
    await run.platform.endOfCallReport(call, [{ role: 'user', text: 'My arm feels a bit odd.' }]);
    const reported = await detail(run.t, alice, call.id);
    expect(reported?.report?.urgency).toBe('emergency');
    expect(reported?.report?.issue).toMatch(/stroke/i);
  });

  it('speaks through no control URL outside the allowed hosts', async () => {
    const before = run.platform.requests.length;
    // The fake platform by another name answers too: a request made would be seen.
    const elsewhere = run.platform.origin.replace('127.0.0.1', 'localhost');
    for (const controlAt of [elsewhere, 'https://attacker.example']) {
      // A fresh call each time: a warning sign already answered in a call is not said again.
      const call = await startCall(run.t, alice);
      const controlUrl = `${controlAt}/calls/${call.id}/control`;
      const response = await run.platform.post({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'I have crushing chest pain going down my left arm.',
        call: { id: call.id, metadata: { ticket: call.ticket }, monitor: { controlUrl } },
      });
      expect(response.status).toBe(200);
    }
    expect(run.platform.requests.slice(before)).toEqual([]);
  });

  it('acknowledges hang notices and messages it has no use for', async () => {
    const call = await startCall(run.t, alice);
    expect((await run.platform.hang(call)).status).toBe(200);
    expect((await run.platform.post({ type: 'conversation-update', messages: [] })).status).toBe(200);
    expect(await detail(run.t, alice, call.id)).toMatchObject({ status: 'in-progress' });
  });

  it('never logs what a patient said or the secret', async () => {
    const words = 'crushing chest pain going down my left arm';
    expect(run.logs.length).toBeGreaterThan(0);
    expect(run.logs.join('\n')).not.toContain(words);
    expect(run.logs.join('\n')).not.toContain('headache');
    expect(run.logs.join('\n')).not.toContain(SECRET);
    // Health content is no log field either: not the urgency next to a call id, nor red flags (always redacted).
    const fields = run.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(fields.some((line) => line.event === 'hosted-call.emergency')).toBe(true);
    expect(fields.filter((line) => 'urgency' in line || 'redFlags' in line)).toEqual([]);
  });
});

describe('hosted calls the platform never reported', () => {
  it('are finished from the platform’s own record when the private key can read it', async () => {
    const run = await startHosted({ VAPI_PRIVATE_KEY: 'private-key-for-tests' }, (origin) => origin);
    try {
      const alice = await run.t.signUp();
      const call = await startCall(run.t, alice);
      await run.platform.finalTranscript(call, 'user', 'I have a headache.');
      run.platform.recordEndedCall(call, consultation, 'exceeded-max-duration');
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(true);

      const found = await detail(run.t, alice, call.id);
      expect(found).toMatchObject({ status: 'ended', endedReason: 'exceeded-max-duration' });
      expect(found?.transcript).toEqual(consultation);
      expect(found?.report?.symptoms).toMatch(/sore throat/i);
      const read = run.platform.requests.find((request) => request.method === 'GET');
      expect(read?.url).toBe(`/call/${call.id}`);
      expect(read?.headers.authorization).toBe('Bearer private-key-for-tests');
      // Finished once: a second sweep changes nothing.
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(false);
    } finally {
      await run.close();
    }
  }, 60_000);

  it('are left for the next sweep while the platform fails or shows them open, and given up after a day', async () => {
    const run = await startHosted({ VAPI_PRIVATE_KEY: 'private-key-for-tests' }, (origin) => origin);
    try {
      const alice = await run.t.signUp();
      const call = await startCall(run.t, alice);
      await run.platform.finalTranscript(call, 'user', 'I have a headache.');
      run.platform.failReads(call, 503);
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(false);
      run.platform.failReads(call, null);
      run.platform.recordOpenCall(call);
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(false);
      expect(await detail(run.t, alice, call.id)).toMatchObject({ status: 'in-progress', report: null });
      // The platform answers at last: the call is finished from its record.
      run.platform.recordEndedCall(call, consultation, 'customer-ended-call');
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(true);
      expect(await detail(run.t, alice, call.id)).toMatchObject({ endedReason: 'customer-ended-call' });

      // A call the platform keeps failing for is given up a day after it started: ended as unknown.
      const stuck = await startCall(run.t, alice);
      await run.platform.finalTranscript(stuck, 'user', 'I have a headache.');
      run.platform.failReads(stuck, 500);
      expect(await run.t.hostedCalls.finishUnreported(stuck.id)).toBe(false);
      await run.t.database.db
        .update(consultationTable)
        .set({ startedAt: new Date(Date.now() - 25 * 60 * 60_000) })
        .where(eq(consultationTable.callId, stuck.id));
      expect(await run.t.hostedCalls.finishUnreported(stuck.id)).toBe(true);
      expect(await detail(run.t, alice, stuck.id)).toMatchObject({ status: 'ended', endedReason: 'unknown' });
    } finally {
      await run.close();
    }
  }, 60_000);

  it('take the platform’s end-of-call report when it comes after the sweep ended them as unknown', async () => {
    const run = await startHosted();
    try {
      const alice = await run.t.signUp();
      const call = await startCall(run.t, alice);
      await run.platform.finalTranscript(call, 'user', 'I have had earache since Sunday.');
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(true);
      expect((await detail(run.t, alice, call.id))?.report?.symptoms).toMatch(/earache/i);

      expect((await run.platform.endOfCallReport(call, consultation)).status).toBe(200);
      const found = await detail(run.t, alice, call.id);
      expect(found).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
      expect(found?.transcript).toEqual(consultation);
      expect(found?.report?.symptoms).toMatch(/sore throat/i);
      expect(found?.report?.symptoms).not.toMatch(/earache/i);
      // And only once: a repeat of the platform's report changes nothing more.
      await run.platform.endOfCallReport(
        call,
        [{ role: 'user', text: 'Something else.' }],
        'assistant-error',
      );
      expect(await detail(run.t, alice, call.id)).toEqual(found);
    } finally {
      await run.close();
    }
  }, 60_000);

  it('end with an honest reason and no report when not one line was ever received', async () => {
    const run = await startHosted();
    try {
      const alice = await run.t.signUp();
      // As migration 0003 left a hosted call from before server messages: registered and "seen", nothing received.
      const call = await startCall(run.t, alice);
      await run.t.database.db
        .update(consultationTable)
        .set({ platformSeenAt: new Date() })
        .where(eq(consultationTable.callId, call.id));
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(true);
      expect(await detail(run.t, alice, call.id)).toMatchObject({
        status: 'ended',
        endedReason: 'unreported-nothing-received',
        report: null,
      });
      expect(await reportExists(run.t, call.id)).toBe(false);
    } finally {
      await run.close();
    }
  }, 60_000);

  it('end with an unknown reason and a report from the lines received, without a private key', async () => {
    const run = await startHosted();
    try {
      const alice = await run.t.signUp();
      const call = await startCall(run.t, alice);
      for (const turn of consultation) await run.platform.finalTranscript(call, turn.role, turn.text);
      expect(await run.t.hostedCalls.finishUnreported(call.id)).toBe(true);

      const found = await detail(run.t, alice, call.id);
      expect(found).toMatchObject({ status: 'ended', endedReason: 'unknown' });
      expect(found?.report?.symptoms).toMatch(/headache/i);
      expect(found?.report?.symptoms).not.toMatch(/fever/i);
      expect(run.platform.requests.filter((request) => request.method === 'GET')).toHaveLength(0);
    } finally {
      await run.close();
    }
  }, 60_000);
});
