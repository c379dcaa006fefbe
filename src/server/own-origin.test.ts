import { describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, TEST_SECRETS, type TestApp } from './testing/test-app';
import { LOCAL_DOCTOR_ASSISTANT_ID } from '../domain/doctor/assistant-definition';

/** A request as the browser sends it to `base`, through whatever headers the proxy in front added. */
const send = (t: TestApp, base: string, path: string, headers: Record<string, string>, body?: unknown) =>
  Promise.resolve(
    t.app.request(new URL(path, base).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

const newPatient = (email: string) => ({
  email,
  password: 'correct horse battery',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe("the app's own origin behind a TLS-terminating proxy (TRUST_PROXY=1, no PUBLIC_URL)", () => {
  it('is the https address the browser shows: the API, sign-in and the room address all agree', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const proxied = { origin: 'https://care.example.org', 'x-forwarded-proto': 'https' };
      const base = 'http://care.example.org';
      const patient = newPatient('proxied@example.com');
      expect((await send(t, base, '/api/auth/sign-up/email', proxied, patient)).status).toBe(200);
      // better-auth checks the origin when the browser sends a cookie, as it does once it has been here.
      const signIn = await send(
        t,
        base,
        '/api/auth/sign-in/email',
        { ...proxied, cookie: 'carelune.session_token=left-from-before' },
        { email: patient.email, password: patient.password },
      );
      expect(signIn.status).toBe(200);

      const call = await send(
        t,
        base,
        '/platform/call/web',
        { ...proxied, cookie: cookieFrom(signIn), authorization: `Bearer ${TEST_SECRETS.platformPublicKey}` },
        { assistantId: LOCAL_DOCTOR_ASSISTANT_ID },
      );
      expect(call.status).toBe(201);
      expect(((await call.json()) as { webCallUrl: string }).webCallUrl).toMatch(
        /^wss:\/\/care\.example\.org\/platform\/rooms\//,
      );

      // The plain-http origin is not the page the patient is on.
      const downgraded = { origin: 'http://care.example.org', 'x-forwarded-proto': 'https' };
      const refused = await send(t, base, '/api/auth/sign-out', {
        ...downgraded,
        cookie: cookieFrom(signIn),
      });
      expect(refused.status).toBe(403);
      const signOut = await send(t, base, '/api/auth/sign-out', { ...proxied, cookie: cookieFrom(signIn) });
      expect(signOut.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('does not believe X-Forwarded-Proto when no proxy is trusted', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await t.signUp();
      const call = await t.request('/platform/call/web', {
        method: 'POST',
        cookie,
        headers: { 'x-forwarded-proto': 'https', authorization: `Bearer ${TEST_SECRETS.platformPublicKey}` },
        body: JSON.stringify({ assistantId: LOCAL_DOCTOR_ASSISTANT_ID }),
      });
      expect(((await call.json()) as { webCallUrl: string }).webCallUrl).toMatch(/^ws:\/\/localhost:3000\//);
    } finally {
      await t.close();
    }
  });
});

describe("the app's own origin with PUBLIC_URL set", () => {
  it('is that address only, for the API and for sign-in', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://care.example.org', TRUST_PROXY: '1' } });
    try {
      const patient = newPatient('public@example.com');
      const internal = 'http://internal:3000';
      const fromPublic = { origin: 'https://care.example.org' };
      expect((await send(t, internal, '/api/auth/sign-up/email', fromPublic, patient)).status).toBe(200);
      const credentials = { email: patient.email, password: patient.password };
      expect((await send(t, internal, '/api/auth/sign-in/email', fromPublic, credentials)).status).toBe(200);
      // The address the request happened to reach us at is not the app's origin.
      const fromInternal = { origin: internal };
      expect((await send(t, internal, '/api/auth/sign-in/email', fromInternal, credentials)).status).toBe(
        403,
      );
      expect((await send(t, internal, '/api/consultations', fromInternal, { callId: 'x' })).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
