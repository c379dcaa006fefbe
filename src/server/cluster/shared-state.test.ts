import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabaseUrl } from '../testing/test-database';
import { hasRedisServer, startRedisServer } from '../testing/redis-server';
import { createLogger } from '../log';
import { parseEnv } from '../config/env';
import { createApp } from '../app';
import { createLocalIdentity } from '../auth/local-identity';
import { IN_FLIGHT_RETRY_MS, SignInThrottle } from '../auth/sign-in-throttle';
import { SignUpThrottle } from '../auth/sign-up-throttle';
import { cookieFrom, TEST_ORIGIN, TEST_SECRETS } from '../testing/test-app';
import { openSharedState, type SharedState } from './shared-state';

const log = createLogger('silent');
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('shared-state tests skipped: set TEST_DATABASE_URL to a PostgreSQL server');
if (!hasRedisServer)
  console.warn('Redis cases skipped: redis-server is not installed (apt-get install redis-server)');

/** Two instances' worth of shared state on one PostgreSQL, with or without Redis. */
describe
  .skipIf(!hasPostgres)
  .each([
    { backend: 'PostgreSQL', redis: false },
    ...(hasRedisServer ? [{ backend: 'Redis', redis: true }] : []),
  ])('limits and sessions shared by several instances through $backend', ({ redis }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let stopRedis: (() => Promise<void>) | undefined;
  const states: SharedState[] = [];

  beforeAll(async () => {
    const fresh = (await createTestDatabaseUrl())!;
    drop = fresh.drop;
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
    let redisUrl: string | undefined;
    if (redis) {
      const server = await startRedisServer();
      redisUrl = server.url;
      stopRedis = server.stop;
    }
    const env = parseEnv({ REDIS_URL: redisUrl, LOG_LEVEL: 'silent' });
    for (let i = 0; i < 2; i += 1) states.push(await openSharedState(env, database, log));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(states.map((state) => state.close()));
    await database?.close();
    await drop?.();
    await stopRedis?.();
  });

  it('stores counters where every instance sees them', () => {
    expect(states.map((state) => state.limiterStore.kind)).toEqual(
      redis ? ['redis', 'redis'] : ['postgres', 'postgres'],
    );
  });

  it('counts wrong passwords spread over two instances together', async () => {
    const limits = {
      freeFailures: 2,
      firstDelayMs: 30_000,
      maxDelayMs: 60_000,
      perAddress: 20,
      windowMs: 60_000,
    };
    const [a, b] = states.map((state) => new SignInThrottle(limits, state.limiterStore)) as [
      SignInThrottle,
      SignInThrottle,
    ];
    const guess = async (throttle: SignInThrottle) => {
      const wait = await throttle.begin('spread@example.com', '203.0.113.9');
      if (wait === 0) await throttle.finish('spread@example.com', '203.0.113.9', 'wrong-password');
      return wait;
    };
    expect(await guess(a)).toBe(0);
    expect(await guess(b)).toBe(0);
    expect(await guess(a)).toBe(0);
    // The third wrong password was made on A; B refuses the next at once.
    expect(await b.begin('spread@example.com', '203.0.113.9')).toBeGreaterThan(20_000);
    // The owner at another address is not slowed.
    expect(await b.begin('spread@example.com', '198.51.100.1')).toBe(0);
  });

  it('throttles an email of any length from any address, in a store whose keys have a limit', async () => {
    const throttle = new SignInThrottle(
      { freeFailures: 1, firstDelayMs: 30_000, maxDelayMs: 60_000, perAddress: 20, windowMs: 60_000 },
      states[0]!.limiterStore,
    );
    const email = `${'a'.repeat(230)}@example.com`;
    const address = '2001:db8:85a3:0000:0000:8a2e:0370:7334';
    expect(await throttle.begin(email, address)).toBe(0);
    await throttle.finish(email, address, 'wrong-password');
    expect(await throttle.begin(email, address)).toBe(0);
    await throttle.finish(email, address, 'wrong-password');
    expect(await throttle.begin(email, address)).toBeGreaterThan(20_000);
  });

  it('lets one instance at a time check a password for one email from one address', async () => {
    const [a, b] = states.map((state) => new SignInThrottle(undefined, state.limiterStore)) as [
      SignInThrottle,
      SignInThrottle,
    ];
    const pair = ['parallel@example.com', '203.0.113.77'] as const;
    expect(await a.begin(...pair)).toBe(0);
    expect(await b.begin(...pair)).toBe(IN_FLIGHT_RETRY_MS);
    await a.finish(...pair, 'wrong-password');
    expect(await b.begin(...pair)).toBe(0);
    await b.finish(...pair, 'wrong-password');
  });

  it('caps sign-ups from one address across instances', async () => {
    const [a, b] = states.map(
      (state) => new SignUpThrottle({ perAddress: 3, windowMs: 60_000 }, state.limiterStore),
    );
    expect([
      await a!.attempt('192.0.2.7'),
      await b!.attempt('192.0.2.7'),
      await a!.attempt('192.0.2.7'),
    ]).toEqual([0, 0, 0]);
    expect(await b!.attempt('192.0.2.7')).toBeGreaterThan(0);
  });

  it('refuses a session on every instance as soon as it is revoked or signed out on one', async () => {
    const env = parseEnv({ LOG_LEVEL: 'silent' });
    const [a, b] = states.map((state) => {
      const identity = createLocalIdentity({ db: database.db, secret: TEST_SECRETS.auth, ...state });
      return createApp({ env, log, version: 'test', identity, db: database.db, secrets: TEST_SECRETS }).app;
    }) as [ReturnType<typeof createApp>['app'], ReturnType<typeof createApp>['app']];
    const request = (
      app: typeof a,
      path: string,
      init: { method?: string; body?: unknown; cookie?: string } = {},
    ) =>
      Promise.resolve(
        app.request(new URL(path, TEST_ORIGIN).toString(), {
          method: init.method ?? 'GET',
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        }),
      );
    const email = `shared-${redis ? 'redis' : 'pg'}@example.com`;
    const password = 'a long shared password';
    const signUp = await request(a, '/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password, name: 'Shared Patient', firstName: 'Shared', lastName: 'Patient' },
    });
    expect(signUp.status).toBe(200);
    const signIn = await request(a, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    const store = states[0]!.limiterStore;
    // With Redis, sessions are kept there too (better-auth's secondary storage).
    if (store.kind === 'redis') expect(await store.client.keys('carelune:auth:*')).not.toEqual([]);

    // B knows the session (twice: a per-process cache, if there were one, now holds it).
    for (let i = 0; i < 2; i += 1) {
      const session = (await (await request(b, '/api/auth/get-session', { cookie })).json()) as {
        user: { email: string };
      };
      expect(session.user.email).toBe(email);
      expect((await request(b, '/api/consultations', { cookie })).status).toBe(200);
    }

    // The patient signs in again elsewhere, then revokes every other session from there, through A.
    const elsewhere = await request(a, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password },
    });
    const otherCookie = cookieFrom(elsewhere);
    expect((await request(b, '/api/consultations', { cookie: otherCookie })).status).toBe(200);
    const revoked = await request(a, '/api/auth/revoke-other-sessions', {
      method: 'POST',
      body: {},
      cookie: otherCookie,
    });
    expect(revoked.status).toBe(200);
    expect((await request(b, '/api/consultations', { cookie })).status).toBe(401);
    expect((await request(b, '/api/consultations', { cookie: otherCookie })).status).toBe(200);

    expect(
      (await request(a, '/api/auth/sign-out', { method: 'POST', body: {}, cookie: otherCookie })).status,
    ).toBe(200);
    expect(await (await request(b, '/api/auth/get-session', { cookie: otherCookie })).json()).toBeNull();
    expect((await request(b, '/api/consultations', { cookie: otherCookie })).status).toBe(401);
  });
});
