import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app';

let t: TestApp;
let patient: { cookie: string; userId: string };
let ticket: string;
beforeAll(async () => {
  t = await createTestApp();
  patient = await t.signUp();
  const issued = await t.request('/api/consultations/ticket', { method: 'POST', cookie: patient.cookie });
  ticket = ((await issued.json()) as { ticket: string }).ticket;
});
afterAll(() => t.close());

/** A request as another site's page (or a script) would send it, with whatever Origin and type it likes. */
const send = (path: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
  Promise.resolve(
    t.app.request(new URL(path, TEST_ORIGIN).toString(), {
      ...init,
      headers: { cookie: patient.cookie, ...init.headers },
    }),
  );

const register = (callId: string) => JSON.stringify({ callId, platform: 'vapi', ticket });
const history = async () =>
  (await (await t.request('/api/consultations', { cookie: patient.cookie })).json()) as {
    items: { callId: string }[];
  };

describe('state-changing API requests', () => {
  it('refuses a request from another site, even with the patient’s cookie', async () => {
    const response = await send('/api/consultations', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: register('forged-1'),
    });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await history())).not.toContain('forged-1');
  });

  it('refuses a request that says nothing about where it comes from', async () => {
    const response = await send('/api/consultations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: register('forged-2'),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a body that is not JSON, which a plain HTML form could send', async () => {
    const response = await send('/api/consultations', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      body: register('forged-3'),
    });
    expect(response.status).toBe(415);
    expect(JSON.stringify(await history())).not.toContain('forged-3');
  });

  it('guards sign-up and sign-in the same way', async () => {
    const signUp = await send('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'csrf@example.com', password: 'long enough password' }),
    });
    expect(signUp.status).toBe(403);
    const signIn = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=x',
    });
    expect(signIn.status).toBe(415);
  });

  // The configured public address (PUBLIC_URL) and proxies: see own-origin.test.ts.
  it('accepts the app itself: its own origin, with JSON', async () => {
    for (const origin of [TEST_ORIGIN]) {
      const response = await send('/api/consultations', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json; charset=utf-8' },
        body: register(`own-${origin.length}`),
      });
      expect(response.status).toBe(201);
    }
  });

  it('leaves reading alone', async () => {
    const response = await send('/api/consultations', { method: 'GET', headers: {} });
    expect(response.status).toBe(200);
  });
});
