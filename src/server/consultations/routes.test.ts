import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createConsultationStore, type ConsultationStore } from './consultation-store';
import { buildReport, type ConsultationReport } from '../../domain/report';

let t: TestApp;
let store: ConsultationStore;
let alice: { cookie: string; userId: string };
let bob: { cookie: string; userId: string };

const transcript = [
  { role: 'assistant' as const, text: 'Hello, what brings you in today?' },
  { role: 'user' as const, text: 'I have had a headache and a fever since yesterday morning.' },
  { role: 'assistant' as const, text: 'My advice is to rest and drink plenty of fluids.' },
];

beforeAll(async () => {
  t = await createTestApp();
  store = createConsultationStore(t.database.db);
  alice = await t.signUp({ firstName: 'Alice' });
  bob = await t.signUp({ firstName: 'Bob' });
  await store.start({ callId: 'call-alice-1', patientId: alice.userId, platform: 'local' });
  for (const turn of transcript) await store.appendLine('call-alice-1', turn);
  await store.end('call-alice-1', { endedReason: 'customer-ended-call' });
  await store.saveReport('call-alice-1', buildReport(transcript, new Date('2026-11-21T10:00:00Z')));
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe('/api/consultations', () => {
  it('lets the patient read their own consultation with its transcript and report', async () => {
    const response = await t.request('/api/consultations/call-alice-1', { cookie: alice.cookie });
    expect(response.status).toBe(200);
    const body = await json<{ transcript: unknown[]; report: { symptoms: string }; endedReason: string }>(
      response,
    );
    expect(body.transcript).toEqual(transcript);
    expect(body.report.symptoms).toMatch(/headache/);
    expect(body.endedReason).toBe('customer-ended-call');
  });

  it("answers 404 for another patient's consultation, so its existence is not revealed", async () => {
    const theirs = await t.request('/api/consultations/call-alice-1', { cookie: bob.cookie });
    const missing = await t.request('/api/consultations/no-such-call', { cookie: bob.cookie });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it('answers 401 to an anonymous visitor', async () => {
    expect((await t.request('/api/consultations')).status).toBe(401);
    expect((await t.request('/api/consultations/call-alice-1')).status).toBe(401);
  });

  it('lists only the patient’s own consultations, newest first, 20 to a page', async () => {
    const carol = await t.signUp({ firstName: 'Carol' });
    for (let i = 0; i < 23; i++) {
      await store.start({
        callId: `carol-${String(i).padStart(2, '0')}`,
        patientId: carol.userId,
        platform: 'local',
        // Joined calls: one created and never joined is not a consultation to list.
        status: 'in-progress',
      });
    }
    const first = await json<{ items: { callId: string }[]; total: number; pageSize: number }>(
      await t.request('/api/consultations', { cookie: carol.cookie }),
    );
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.callId).toBe('carol-22');
    const second = await json<{ items: { callId: string }[] }>(
      await t.request('/api/consultations?page=2', { cookie: carol.cookie }),
    );
    expect(second.items.map((i) => i.callId)).toEqual(['carol-02', 'carol-01', 'carol-00']);
    const bobs = await json<{ total: number }>(await t.request('/api/consultations', { cookie: bob.cookie }));
    expect(bobs.total).toBe(0);
  });

  it('registers a hosted call, stores its uploaded transcript and writes its report on the server', async () => {
    const register = await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'vapi-123', platform: 'vapi' }),
    });
    expect(register.status).toBe(201);
    // The hosted platform calls the doctor 'bot'; the browser sends no report of its own.
    const uploaded = transcript.map((turn) => (turn.role === 'assistant' ? { ...turn, role: 'bot' } : turn));
    const put = await t.request('/api/consultations/vapi-123/transcript', {
      method: 'PUT',
      cookie: bob.cookie,
      body: JSON.stringify({ transcript: uploaded }),
    });
    expect(put.status).toBe(200);
    const body = await json<{ report: ConsultationReport; transcript: unknown[]; status: string }>(
      await t.request('/api/consultations/vapi-123', { cookie: bob.cookie }),
    );
    const expected = buildReport(transcript, new Date(body.report.date));
    expect(body.report).toEqual(expected);
    expect(body.report.symptoms).toMatch(/headache/);
    expect(body.transcript).toEqual(transcript);
    expect(body.status).toBe('ended');
  });

  it('finds the warning signs in an uploaded transcript, and refuses a second upload', async () => {
    await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'vapi-chest', platform: 'vapi' }),
    });
    const upload = (text: string) =>
      t.request('/api/consultations/vapi-chest/transcript', {
        method: 'PUT',
        cookie: bob.cookie,
        body: JSON.stringify({
          transcript: [
            { role: 'bot', text: 'What is going on?' },
            { role: 'user', text },
            { role: 'bot', text: 'Thank you for telling me.' },
          ],
        }),
      });
    expect((await upload('crushing pain in my chest going down my left arm and I am sweating')).status).toBe(
      200,
    );
    const body = await json<{ report: ConsultationReport; urgency: string }>(
      await t.request('/api/consultations/vapi-chest', { cookie: bob.cookie }),
    );
    expect(body.urgency).toBe('emergency');
    expect(body.report.urgency).toBe('emergency');
    expect(body.report.redFlags?.[0]).toMatch(/^Chest pain/);
    expect(body.report.issue).toBe('Possible heart attack — emergency');
    expect(body.report.followUpRecommendation).toMatch(/emergency services|999/i);
    // The record stands: a later upload cannot replace it with a calmer one.
    expect((await upload('actually I feel fine')).status).toBe(409);
    const after = await json<{ report: ConsultationReport }>(
      await t.request('/api/consultations/vapi-chest', { cookie: bob.cookie }),
    );
    expect(after.report.urgency).toBe('emergency');
  });

  it('accepts the transcript of a long hosted consultation, beyond the ordinary request limit', async () => {
    await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'vapi-long', platform: 'vapi' }),
    });
    const turns = Array.from({ length: 400 }, (_, i) => ({
      role: i % 2 ? 'user' : 'assistant',
      text: `turn ${i} ${'and a few more words '.repeat(10)}`,
    }));
    const body = JSON.stringify({ transcript: turns });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const put = await t.request('/api/consultations/vapi-long/transcript', {
      method: 'PUT',
      cookie: bob.cookie,
      body,
    });
    expect(put.status).toBe(200);
  });

  it('exports the owner’s report as a FHIR document, and nobody else’s', async () => {
    const own = await t.request('/api/consultations/call-alice-1/fhir', { cookie: alice.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const bundle = await json<{
      resourceType: string;
      type: string;
      entry: { resource: { resourceType: string } }[];
    }>(own);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
    expect(bundle.entry.map((e) => e.resource.resourceType)).toContain('Observation');
    expect((await t.request('/api/consultations/call-alice-1/fhir', { cookie: bob.cookie })).status).toBe(
      404,
    );
  });

  it('stores an uploaded transcript without the control characters PostgreSQL cannot hold', async () => {
    await t.request('/api/consultations', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({ callId: 'vapi-control', platform: 'vapi' }),
    });
    const put = await t.request('/api/consultations/vapi-control/transcript', {
      method: 'PUT',
      cookie: alice.cookie,
      body: JSON.stringify({
        transcript: [
          { role: 'assistant', text: 'Hello, what brings you in today?' },
          { role: 'user', text: 'I have a\u0000 headache\u0007 and\u001b a fever \ud800since yesterday.' },
        ],
      }),
    });
    expect(put.status).toBe(200);
    const body = await json<{ transcript: { text: string }[] }>(put);
    expect(body.transcript[1]!.text).toBe('I have a headache and a fever \uFFFDsince yesterday.');
  });

  it('refuses a call id with a control character, and registers nothing', async () => {
    const post = await t.request('/api/consultations', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({ callId: 'vapi-\u0000-nul', platform: 'vapi' }),
    });
    expect(post.status).toBe(400);
    const list = await json<{ items: { callId: string }[] }>(
      await t.request('/api/consultations', { cookie: alice.cookie }),
    );
    expect(list.items.map((item) => item.callId).join()).not.toContain('nul');
  });

  it('refuses to let one patient claim or overwrite another patient’s consultation', async () => {
    const claim = await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'call-alice-1', platform: 'vapi' }),
    });
    expect(claim.status).toBe(409);
    const put = await t.request('/api/consultations/call-alice-1/transcript', {
      method: 'PUT',
      cookie: bob.cookie,
      body: JSON.stringify({ transcript: [{ role: 'user', text: 'nothing wrong' }] }),
    });
    expect(put.status).toBe(404);
    const alices = await json<{ report: { symptoms: string } }>(
      await t.request('/api/consultations/call-alice-1', { cookie: alice.cookie }),
    );
    expect(alices.report.symptoms).toMatch(/headache/);
  });

  it('does not let a patient overwrite the report the server built for a local call', async () => {
    const put = await t.request('/api/consultations/call-alice-1/transcript', {
      method: 'PUT',
      cookie: alice.cookie,
      body: JSON.stringify({ transcript: [{ role: 'user', text: 'nothing wrong' }] }),
    });
    expect(put.status).toBe(409);
  });

  it('refuses an invalid transcript and changes nothing', async () => {
    await t.request('/api/consultations', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({ callId: 'vapi-alice', platform: 'vapi' }),
    });
    const before = await json<unknown>(
      await t.request('/api/consultations/vapi-alice', { cookie: alice.cookie }),
    );
    for (const body of [
      '{"transcript":',
      JSON.stringify({ transcript: [{ role: 'nurse', text: 'hello' }] }),
      JSON.stringify({ transcript: [{ role: 'user', text: 'x'.repeat(4001) }] }),
      JSON.stringify({ report: { ...buildReport([], new Date()) } }),
    ]) {
      const response = await t.request('/api/consultations/vapi-alice/transcript', {
        method: 'PUT',
        cookie: alice.cookie,
        body,
      });
      expect(response.status).toBe(400);
    }
    expect(
      await json<unknown>(await t.request('/api/consultations/vapi-alice', { cookie: alice.cookie })),
    ).toEqual(before);
  });
});
