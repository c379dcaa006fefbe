import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../testing/test-app';
import { user } from '../db/schema';
import { waitInWords } from './local-identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ throttle: { freeFailures: 2, perAddress: 50 }, proxyHops: 1 });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.request(path, { method: 'POST', body: JSON.stringify(body), cookie });

/** A sign-in as it reaches us through the trusted proxy, from the given patient address. */
const signInFrom = (address: string, email: string, password: string) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });

const userCount = async () => (await t.database.db.select({ n: count() }).from(user))[0]!.n;

describe('local accounts', () => {
  it('creates a patient with first name and an initials avatar, and signs them in', async () => {
    const { cookie, email } = await t.signUp({ firstName: 'Grace', lastName: 'Hopper' });
    const session = await t.request('/api/auth/get-session', { cookie });
    const body = (await session.json()) as { user: { firstName: string; email: string; image: string } };
    expect(body.user.firstName).toBe('Grace');
    expect(body.user.email).toBe(email);
    expect(decodeURIComponent(body.user.image)).toContain('>GH</text>');
  });

  it('stores the password hashed, never as given', async () => {
    await t.signUp({ email: 'hash@example.com', password: 'plain text password' });
    const rows = await t.database.db.query.account.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password).not.toContain('plain text password');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    await t.signUp({ email: 'cookie@example.com', password: 'long enough password' });
    const response = await post('/api/auth/sign-in/email', {
      email: 'cookie@example.com',
      password: 'long enough password',
    });
    const sessionCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('carelune.session_token='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers sign-up the same whether or not the email already has an account', async () => {
    const signUp = (email: string, password: string) =>
      post('/api/auth/sign-up/email', { email, password, name: 'Ada L', firstName: 'Ada', lastName: 'L' });
    await t.signUp({ email: 'taken@example.com', password: 'the owners password' });
    const existing = await signUp('taken@example.com', 'an intruders password');
    const fresh = await signUp('free@example.com', 'an intruders password');
    expect(existing.status).toBe(fresh.status);
    expect(await existing.text()).toBe(await fresh.text());
    expect(cookieFrom(existing)).toBe('');
    expect(cookieFrom(fresh)).toBe('');
    // The account is untouched: its own password still signs in, the new one does not.
    expect((await signInFrom('192.0.2.1', 'taken@example.com', 'an intruders password')).status).toBe(401);
    expect((await signInFrom('192.0.2.1', 'taken@example.com', 'the owners password')).status).toBe(200);
    // A patient who forgot they had an account, and signs up again with its password, is simply signed in.
    const again = await signUp('taken@example.com', 'the owners password');
    expect(again.status).toBe(200);
    expect((await signInFrom('192.0.2.2', 'taken@example.com', 'the owners password')).status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    await t.signUp({ email: 'known@example.com', password: 'the right password' });
    const wrong = await post('/api/auth/sign-in/email', {
      email: 'known@example.com',
      password: 'the wrong password',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'the wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [
      (await wrong.json()) as { message: string },
      (await unknown.json()) as { message: string },
    ];
    expect(a.message).toBe(b.message);
    expect(a.message).toMatch(/invalid email or password/i);
  });

  it('makes a guesser wait after repeated wrong passwords for one email from one address', async () => {
    await t.signUp({ email: 'target@example.com', password: 'the right password' });
    for (let i = 0; i < 3; i++) {
      expect((await signInFrom('203.0.113.66', 'target@example.com', `guess ${i}xxxx`)).status).toBe(401);
    }
    const blocked = await signInFrom('203.0.113.66', 'target@example.com', 'the right password');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const { message } = (await blocked.json()) as { message: string };
    expect(message).toMatch(/too many sign-in attempts/i);
    // The text names the same wait as the header, not "a few minutes".
    expect(message).toContain(`wait ${waitInWords(retryAfter)}`);
    expect(waitInWords(30)).toBe('30 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    // Another patient is not affected.
    await t.signUp({ email: 'bystander@example.com', password: 'bystander password' });
    expect((await signInFrom('203.0.113.66', 'bystander@example.com', 'bystander password')).status).toBe(
      200,
    );
  });

  it("does not let wrong passwords from someone else's address lock the owner out", async () => {
    await t.signUp({ email: 'owner@example.com', password: 'the owners password' });
    for (let i = 0; i < 8; i++) await signInFrom('198.51.100.1', 'owner@example.com', `attacker guess ${i}`);
    expect((await signInFrom('198.51.100.1', 'owner@example.com', 'another guess')).status).toBe(429);
    const owner = await signInFrom('192.0.2.44', 'owner@example.com', 'the owners password');
    expect(owner.status).toBe(200);
  });

  it('revokes the session on sign-out: the old cookie no longer works', async () => {
    const { cookie } = await t.signUp();
    expect(
      (await (await t.request('/api/auth/get-session', { cookie })).json()) as object | null,
    ).not.toBeNull();
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.status).toBe(200);
    const after = await t.request('/api/auth/get-session', { cookie });
    expect(await after.json()).toBeNull();
  });

  it('signs a returning patient in with the right password', async () => {
    await t.signUp({ email: 'back@example.com', password: 'returning password' });
    const response = await post('/api/auth/sign-in/email', {
      email: 'back@example.com',
      password: 'returning password',
    });
    expect(response.status).toBe(200);
    const session = await t.request('/api/auth/get-session', { cookie: cookieFrom(response) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('back@example.com');
  });

  it('refuses trivial passwords with a message that says what to change, and creates nothing', async () => {
    for (const [password, message] of [
      ['password', /at least 10 characters/],
      ['12345678', /at least 10 characters/],
      ['        ', /at least 10 characters/],
      ['1234567890', /too common or too easy to guess/],
      ['password123', /too common or too easy to guess/],
    ] as const) {
      const response = await post('/api/auth/sign-up/email', {
        email: 'weak@example.com',
        password,
        name: 'A B',
        firstName: 'A',
        lastName: 'B',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        field: 'password',
        message: expect.stringMatching(message),
      });
    }
    expect(
      await t.database.db.query.user.findFirst({ where: eq(user.email, 'weak@example.com') }),
    ).toBeUndefined();
  });

  it('refuses 10 KB inputs cleanly and changes nothing', async () => {
    const before = await userCount();
    const huge = 'x'.repeat(10 * 1024);
    for (const body of [
      {
        email: `${huge}@example.com`,
        password: 'long enough password',
        name: 'A B',
        firstName: 'A',
        lastName: 'B',
      },
      { email: 'big@example.com', password: huge, name: 'A B', firstName: 'A', lastName: 'B' },
      {
        email: 'big2@example.com',
        password: 'long enough password',
        name: huge,
        firstName: huge,
        lastName: 'B',
      },
    ]) {
      const response = await post('/api/auth/sign-up/email', body);
      expect(response.status).toBe(400);
    }
    expect((await post('/api/auth/sign-in/email', { email: 'x@example.com', password: huge })).status).toBe(
      401,
    );
    expect(await userCount()).toBe(before);
  });

  it('treats SQL-looking input as plain text', async () => {
    const before = await userCount();
    const sneaky = `robert'); DROP TABLE "user"; --`;
    const signIn = await post('/api/auth/sign-in/email', {
      email: `${sneaky}@example.com`,
      password: `' OR '1'='1`,
    });
    expect([400, 401]).toContain(signIn.status);
    const { cookie } = await t.signUp({ firstName: sneaky, email: 'bobby@example.com' });
    const session = (await (await t.request('/api/auth/get-session', { cookie })).json()) as {
      user: { firstName: string };
    };
    expect(session.user.firstName).toBe(sneaky);
    expect(await userCount()).toBe(before + 1);
  });

  it('rejects a malformed JSON body without creating anything', async () => {
    const before = await userCount();
    const response = await t.request('/api/auth/sign-up/email', { method: 'POST', body: '{"email": ' });
    expect(response.status).toBe(400);
    expect(await userCount()).toBe(before);
  });
});

describe('sign-up from one address', () => {
  it('is capped, so one client cannot burn the server on password hashing', async () => {
    const capped = await createTestApp({ signUpThrottle: { perAddress: 2 } });
    try {
      await capped.signUp();
      await capped.signUp();
      const third = await capped.request('/api/auth/sign-up/email', {
        method: 'POST',
        body: JSON.stringify({
          email: 'third@example.com',
          password: 'correct horse battery',
          name: 'A B',
          firstName: 'A',
          lastName: 'B',
        }),
      });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await third.json()) as { message: string }).message).toMatch(/too many sign-up attempts/i);
    } finally {
      await capped.close();
    }
  });
});

describe('behind a TLS-terminating reverse proxy', () => {
  it('accepts the public https origin and counts failures per address the proxy appended', async () => {
    const proxied = await createTestApp({ env: {} });
    try {
      // The configured public URL is trusted even though the request reaches us over plain http.
      const { createLocalIdentity } = await import('./local-identity');
      const identity = createLocalIdentity({
        db: proxied.database.db,
        secret: 'test-secret-that-is-long-enough-0123456789',
        publicUrl: 'https://care.example.org',
        proxyHops: 1,
        throttle: { freeFailures: 50, perAddress: 2 },
      });
      const { Hono } = await import('hono');
      const app = new Hono();
      identity.mount(app as never);
      const signIn = (forwardedFor: string) =>
        app.request('http://internal:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'https://care.example.org',
            'x-forwarded-for': forwardedFor,
          },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
        });
      expect((await signIn('203.0.113.7')).status).toBe(401);
      expect((await signIn('203.0.113.7')).status).toBe(401);
      expect((await signIn('203.0.113.7')).status).toBe(429);
      // A made-up first entry does not give the same client a fresh address.
      expect((await signIn('1.2.3.4, 203.0.113.7')).status).toBe(429);
      // Another patient behind the same proxy is not locked out.
      expect((await signIn('198.51.100.9')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('parallel wrong passwords', () => {
  const wrongFrom = (app: TestApp, address: string, email: string) =>
    app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      body: JSON.stringify({ email, password: 'a wrong password' }),
    });
  const statuses = async (responses: Promise<Response>[]) =>
    (await Promise.all(responses)).map((r) => r.status);

  it('get no more password checks than the limits allow; the rest are told to wait', async () => {
    const limited = await createTestApp({ throttle: { freeFailures: 2, perAddress: 5 }, proxyHops: 1 });
    try {
      await limited.signUp({ email: 'parallel@example.com', password: 'the right password' });
      // One email from one address: the progressive delay cannot be skipped by sending the guesses at once.
      const samePair = await statuses(
        Array.from({ length: 20 }, () => wrongFrom(limited, '203.0.113.20', 'parallel@example.com')),
      );
      expect(samePair.filter((s) => s === 401).length).toBeGreaterThan(0);
      expect(samePair.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
      expect(samePair.filter((s) => s === 429)).toHaveLength(20 - samePair.filter((s) => s === 401).length);
      // Many emails from one address: no more checks than the address's allowance.
      const manyEmails = await statuses(
        Array.from({ length: 20 }, (_, i) => wrongFrom(limited, '203.0.113.21', `guess${i}@example.com`)),
      );
      expect(manyEmails.filter((s) => s === 401)).toHaveLength(5);
      expect(manyEmails.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await limited.close();
    }
  });
});
