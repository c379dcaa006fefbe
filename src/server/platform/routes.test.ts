import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, TEST_SECRETS, type TestApp } from '../testing/test-app';
import { consultation } from '../db/schema';
import { LOCAL_DOCTOR_ASSISTANT_ID } from '../../domain/doctor/assistant-definition';

let t: TestApp;
let alice: { cookie: string; userId: string };
let bob: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp({ firstName: 'Alice' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(() => t.close());

const asPatient = (cookie: string | undefined, key = TEST_SECRETS.platformPublicKey) => ({
  cookie,
  headers: { authorization: `Bearer ${key}` },
});
const startCall = (body: unknown, who = asPatient(alice.cookie)) =>
  t.request('/platform/call/web', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...who,
  });
const calls = async () => (await t.database.db.select({ n: count() }).from(consultation))[0]!.n;

describe('local platform: POST /call/web', () => {
  it('creates a queued web call for the signed-in patient with a room to join', async () => {
    const response = await startCall({ assistantId: LOCAL_DOCTOR_ASSISTANT_ID, somethingUnknown: true });
    expect(response.status).toBe(201);
    const call = (await response.json()) as Record<string, unknown> & { webCallUrl: string; id: string };
    expect(call).toMatchObject({
      status: 'queued',
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { id: LOCAL_DOCTOR_ASSISTANT_ID, voice: { provider: 'flite' } },
    });
    expect(call.webCallUrl).toMatch(
      new RegExp(`^ws://localhost:3000/platform/rooms/${call.id}\\?token=[\\w.-]+$`),
    );
    expect(
      await t.database.db.query.consultation.findFirst({ where: (c, { eq }) => eq(c.callId, call.id) }),
    ).toMatchObject({
      patientId: alice.userId,
      platform: 'local',
      status: 'queued',
    });
  });

  it('answers 401 Unauthorized without the public key or without a patient session', async () => {
    const before = await calls();
    for (const who of [
      asPatient(alice.cookie, 'wrong-key'),
      { cookie: alice.cookie },
      asPatient(undefined),
    ]) {
      const response = await startCall(
        { assistantId: LOCAL_DOCTOR_ASSISTANT_ID },
        who as ReturnType<typeof asPatient>,
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await calls()).toBe(before);
  });

  it('requires an assistant or a squad, with the spec’s message', async () => {
    const response = await startCall({ assistantOverrides: { firstMessage: 'hi' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Assistant or Squad must be provided.' });
  });

  it('answers 404 for an unknown assistant, 400 for malformed JSON, 413 for a huge body, and writes nothing', async () => {
    const before = await calls();
    expect((await startCall({ assistantId: 'no-such-assistant' })).status).toBe(404);
    expect((await startCall('{"assistantId": ')).status).toBe(400);
    expect((await startCall({ assistantId: 42 })).status).toBe(400);
    expect(
      (await startCall({ assistantId: LOCAL_DOCTOR_ASSISTANT_ID, padding: 'x'.repeat(70 * 1024) })).status,
    ).toBe(413);
    expect(await calls()).toBe(before);
  });
});

describe('local platform: reading calls and the assistant', () => {
  it("shows a patient their own calls only; another patient's call is 404", async () => {
    const { id } = (await (await startCall({ assistantId: LOCAL_DOCTOR_ASSISTANT_ID })).json()) as {
      id: string;
    };
    const own = await t.request(`/platform/call/${id}`, asPatient(alice.cookie));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id, status: 'queued' });
    expect((await t.request(`/platform/call/${id}`, asPatient(bob.cookie))).status).toBe(404);
    const bobsList = (await (await t.request('/platform/call', asPatient(bob.cookie))).json()) as unknown[];
    expect(bobsList).toEqual([]);
    const alicesList = (await (await t.request('/platform/call', asPatient(alice.cookie))).json()) as {
      id: string;
    }[];
    expect(alicesList.map((c) => c.id)).toContain(id);
  });

  it('lets the operator (private key) list every call and read the fixed assistant', async () => {
    const operator = { headers: { authorization: `Bearer ${TEST_SECRETS.platformPrivateKey}` } };
    const list = (await (await t.request('/platform/call', operator)).json()) as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const assistant = await t.request(`/platform/assistant/${LOCAL_DOCTOR_ASSISTANT_ID}`, operator);
    expect(await assistant.json()).toMatchObject({
      id: LOCAL_DOCTOR_ASSISTANT_ID,
      voice: { provider: 'flite' },
    });
    expect((await t.request('/platform/assistant/nope', operator)).status).toBe(404);
    expect(((await (await t.request('/platform/assistant', operator)).json()) as unknown[]).length).toBe(1);
    expect((await t.request('/platform/call/web', { method: 'POST', body: '{}', ...operator })).status).toBe(
      403,
    );
  });
});

describe('/api/config', () => {
  it('tells the browser how to reach the local platform', async () => {
    const config = (await (await t.request('/api/config')).json()) as { voice: unknown };
    expect(config.voice).toEqual({
      platform: 'local',
      publicKey: TEST_SECRETS.platformPublicKey,
      assistantId: LOCAL_DOCTOR_ASSISTANT_ID,
      apiBase: '/platform',
    });
  });
});
