// Several instances on one database: the platform's messages about one call reach whichever instance the load
// balancer picks, at once. Each call is taken in turn under a database lock, so nothing is lost, doubled or spoken
// twice. On PGlite (two apps sharing one in-process database) and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../domain/transcript';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startFakeVoicePlatform, type FakeVoicePlatform } from './testing/fake-voice-platform';
import { HOSTED_TEST_ENV, registerHostedCall, TEST_SERVER_SECRET } from './testing/hosted-test-app';
import { SERVER_SECRET_HEADER, VOICE_PLATFORM_WEBHOOK_PATH } from '../../protocol/voice-platform-webhook';

interface Detail {
  status: string;
  urgency: string | null;
  redFlags: string[];
  transcript: TranscriptTurn[];
  report: { urgency: string | null } | null;
}

describe('hosted calls on two instances sharing one database', () => {
  let platform: FakeVoicePlatform;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    platform = await startFakeVoicePlatform({
      webhookUrl: 'http://127.0.0.1:9/unused',
      secret: TEST_SERVER_SECRET,
    });
    const env = { ...HOSTED_TEST_ENV, VAPI_CONTROL_HOSTS: platform.origin };
    one = await createTestApp({ env });
    two = await createTestApp({ env, database: one.database });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await platform?.close();
  });

  /** A signed server message about the call, with its control URL on the fake platform, to one instance. */
  const post = (t: TestApp, call: { id: string; ticket: string }, message: Record<string, unknown>) =>
    t.app.request(`http://localhost:3000${VOICE_PLATFORM_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SERVER_SECRET_HEADER]: TEST_SERVER_SECRET },
      body: JSON.stringify({
        message: {
          ...message,
          call: {
            id: call.id,
            metadata: { ticket: call.ticket },
            monitor: { controlUrl: `${platform.origin}/calls/${call.id}/control` },
          },
        },
      }),
    });
  const line = (text: string, timestamp: number) => ({
    type: 'transcript',
    role: 'user',
    transcriptType: 'final',
    transcript: text,
    timestamp,
  });

  it('keeps every line once, speaks each emergency once and keeps all its warning signs', async () => {
    const patient = await one.signUp();
    const call = await registerHostedCall(one, patient);
    const start = Date.now();
    const ordinary = Array.from({ length: 8 }, (_, index) =>
      line(`I have had a cough for ${index + 2} days.`, start + index),
    );
    const stroke = line('My face has dropped on one side and I cannot lift my arm.', start + 100);
    const heart = line('I have crushing chest pain going down my left arm.', start + 101);
    // Every message to both instances at once, as a platform retrying through a load balancer would.
    const responses = await Promise.all(
      [...ordinary, stroke, heart].flatMap((message) => [post(one, call, message), post(two, call, message)]),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));

    const found = (await (
      await two.request(`/api/consultations/${call.id}`, { cookie: patient.cookie })
    ).json()) as Detail;
    const patientLines = found.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.text);
    expect([...patientLines].sort()).toEqual(
      [...ordinary, stroke, heart].map((message) => message.transcript).sort(),
    );
    const said = platform.said.filter((entry) => entry.callId === call.id).map((entry) => entry.body.content);
    expect(said).toHaveLength(2);
    expect(said.join(' ')).toMatch(/stroke/i);
    expect(said.join(' ')).toMatch(/heart attack/i);
    expect(
      found.transcript
        .filter((turn) => turn.role === 'assistant')
        .map((turn) => turn.text)
        .sort(),
    ).toEqual([...said].sort());
    // Both warning signs kept: neither instance wrote its flags over the other's.
    expect(found.urgency).toBe('emergency');
    expect(found.redFlags.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.redFlags).size).toBe(found.redFlags.length);
  }, 60_000);

  it('never adds a line after the end-of-call report replaced the transcript', async () => {
    const patient = await one.signUp();
    const call = await registerHostedCall(one, patient);
    const final: TranscriptTurn[] = [
      { role: 'assistant', text: 'What brings you in today?' },
      { role: 'user', text: 'I have had a sore throat since Monday.' },
    ];
    const report = {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      artifact: {
        messages: final.map((turn) => ({ role: turn.role === 'user' ? 'user' : 'bot', message: turn.text })),
      },
    };
    const late = Array.from({ length: 6 }, (_, index) =>
      line(`And one more thing, number ${index}.`, Date.now() + index),
    );
    const responses = await Promise.all([
      post(one, call, report),
      post(two, call, report),
      ...late.map((message, index) => post(index % 2 ? one : two, call, message)),
    ]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const found = (await (
      await one.request(`/api/consultations/${call.id}`, { cookie: patient.cookie })
    ).json()) as Detail;
    expect(found.status).toBe('ended');
    expect(found.transcript).toEqual(final);
    expect(found.report).not.toBeNull();
  }, 60_000);
});
