import { parseEnv } from '../config/env';
import { createApp } from '../app';
import { createLogger, type Logger } from '../log';
import type { ErrorReporting } from '../errors/error-reporting';
import { createLocalIdentity, type LocalIdentityOptions } from '../auth/local-identity';
import type { Database } from '../db/database';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRETS = {
  auth: 'test-secret-that-is-long-enough-0123456789',
  platformPublicKey: 'test-local-platform-public-key',
  platformPrivateKey: 'test-local-platform-private-key',
};

export interface TestApp {
  app: ReturnType<typeof createApp>['app'];
  hostedCalls: ReturnType<typeof createApp>['hostedCalls'];
  database: Database;
  request(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  signUp(
    patient?: Partial<{ email: string; password: string; firstName: string; lastName: string }>,
  ): Promise<{ cookie: string; userId: string; email: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** The real application on a real (fresh) database, driven in-process through fetch-style requests. */
export async function createTestApp(
  options: {
    throttle?: LocalIdentityOptions['throttle'];
    proxyHops?: number;
    /** Every test signs up from one address: by default sign-ups are not capped here. */
    signUpThrottle?: LocalIdentityOptions['signUpThrottle'];
    env?: Record<string, string>;
    /** Tests that check what is logged pass a logger writing to their own buffer. */
    log?: Logger;
    /** Tests of error reporting pass a reporter recording what it would send. */
    errors?: ErrorReporting;
    /** Another instance on the same database (as in a cluster): that database is the caller's to close. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const env = parseEnv({ LOG_LEVEL: 'silent', ...options.env });
  const identity = createLocalIdentity({
    db: database.db,
    secret: 'test-secret-that-is-long-enough-0123456789',
    throttle: options.throttle,
    publicUrl: env.PUBLIC_URL,
    proxyHops: options.proxyHops ?? env.TRUST_PROXY,
    signUpThrottle: options.signUpThrottle ?? { perAddress: 100_000 },
  });
  const { app, hostedCalls } = createApp({
    env,
    log: options.log ?? createLogger('silent'),
    version: 'test',
    identity,
    db: database.db,
    secrets: TEST_SECRETS,
    errors: options.errors,
  });

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return Promise.resolve(app.request(new URL(path, TEST_ORIGIN).toString(), { ...init, headers }));
  };

  const signUp: TestApp['signUp'] = async (patient = {}) => {
    counter += 1;
    const email = patient.email ?? `patient${counter}-${Date.now()}@example.com`;
    const firstName = patient.firstName ?? 'Ada';
    const lastName = patient.lastName ?? 'Lovelace';
    const response = await request('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: patient.password ?? 'correct horse battery',
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
      }),
    });
    if (!response.ok) throw new Error(`sign-up failed: HTTP ${response.status} ${await response.text()}`);
    // Sign-up answers the same for every email and signs no one in: the patient signs in next, as the form does.
    const signIn = await request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: patient.password ?? 'correct horse battery' }),
    });
    if (!signIn.ok) throw new Error(`sign-in after sign-up failed: HTTP ${signIn.status}`);
    const body = (await signIn.json()) as { user: { id: string } };
    return { cookie: cookieFrom(signIn), userId: body.user.id, email };
  };

  const close = options.database ? () => Promise.resolve() : () => database.close();
  return { app, hostedCalls, database, request, signUp, close };
}

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
