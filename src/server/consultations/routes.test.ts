import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createConsultationStore, type ConsultationStore } from './consultation-store';
import { buildReport } from '../../domain/report';

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

  const ticketFor = async (patient: { cookie: string }) =>
    json<{ ticket: string }>(
      await t.request('/api/consultations/ticket', { method: 'POST', cookie: patient.cookie }),
    ).then((body) => body.ticket);

  it('registers a hosted call with a ticket signed for the patient; the server alone will write its report', async () => {
    const ticket = await ticketFor(bob);
    const register = await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'vapi-123', platform: 'vapi', ticket }),
    });
    expect(register.status).toBe(201);
    const body = await json<{ report: unknown; transcript: unknown[]; status: string }>(
      await t.request('/api/consultations/vapi-123', { cookie: bob.cookie }),
    );
    expect(body).toMatchObject({ status: 'in-progress', report: null, transcript: [] });
    // Registering it again, as a retrying browser would, is the same registration.
    const again = await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'vapi-123', platform: 'vapi', ticket }),
    });
    expect(again.status).toBe(201);
  });

  it('refuses a registration without a ticket, or with another patient’s, and registers nothing', async () => {
    const alicesTicket = await ticketFor(alice);
    for (const body of [
      { callId: 'vapi-no-ticket', platform: 'vapi' },
      { callId: 'vapi-no-ticket', platform: 'vapi', ticket: alicesTicket },
    ]) {
      const response = await t.request('/api/consultations', {
        method: 'POST',
        cookie: bob.cookie,
        body: JSON.stringify(body),
      });
      expect([400, 403]).toContain(response.status);
    }
    expect((await t.request('/api/consultations/vapi-no-ticket', { cookie: bob.cookie })).status).toBe(404);
    expect((await t.request('/api/consultations/vapi-no-ticket', { cookie: alice.cookie })).status).toBe(404);
  });

  it('gives a ticket only to a signed-in patient', async () => {
    expect((await t.request('/api/consultations/ticket', { method: 'POST' })).status).toBe(401);
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

  it('refuses a call id with a control character, and registers nothing', async () => {
    const post = await t.request('/api/consultations', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({ callId: 'vapi-\u0000-nul', platform: 'vapi', ticket: await ticketFor(alice) }),
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
      body: JSON.stringify({ callId: 'call-alice-1', platform: 'vapi', ticket: await ticketFor(bob) }),
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

  it('has no route by which a browser writes a report or a transcript, not even for its own call', async () => {
    for (const path of ['report', 'transcript']) {
      const put = await t.request(`/api/consultations/call-alice-1/${path}`, {
        method: 'PUT',
        cookie: alice.cookie,
        body: JSON.stringify({
          report: { ...buildReport([], new Date()), issue: 'Nothing wrong' },
          transcript: [{ role: 'user', text: 'nothing wrong' }],
        }),
      });
      expect(put.status).toBe(404);
    }
    const alices = await json<{ report: { symptoms: string } }>(
      await t.request('/api/consultations/call-alice-1', { cookie: alice.cookie }),
    );
    expect(alices.report.symptoms).toMatch(/headache/);
  });
});
