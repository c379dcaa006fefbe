import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { initialsAvatarDataUrl } from '../../domain/avatar';
import type { Db } from '../db/database';
import { account, session, user, verification } from '../db/schema';
import type { AppEnv, Identity, Patient } from './identity';
import { clientAddress } from '../trusted-proxy';
import { ownOrigin, type OriginPolicy } from '../own-origin';
import {
  DEFAULT_SIGN_IN_LIMITS,
  SignInThrottle,
  type SignInOutcome,
  type SignInThrottleLimits,
} from './sign-in-throttle';
import { DEFAULT_SIGN_UP_LIMITS, SignUpThrottle, type SignUpThrottleLimits } from './sign-up-throttle';
import { passwordProblem } from './password-strength';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/password-rule';
import { SessionCache, sessionTokenFrom } from './session-cache';
import { MEMORY_LIMITER_STORE, type LimiterStore } from './limiter-store';
import type { SessionStorage } from '../cluster/redis';

export const SIGN_UP_ANSWER = { next: 'sign-in' } as const;

/** The 429 answer, saying how long to wait in the same words as its Retry-After header. */
function tooMany(c: Context, what: 'sign-in' | 'sign-up', waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  c.header('Retry-After', String(seconds));
  const message = `Too many ${what} attempts. Please wait ${waitInWords(seconds)} and try again.`;
  return c.json({ code: 'TOO_MANY_ATTEMPTS', message }, 429);
}

export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const name = z.string().trim().min(1).max(60);
const signUpBody = z.object({
  email: z.string().trim().max(254).email(),
  // The length and strength rule is checked after, with a message that says what to change.
  password: z.string().max(MAX_PASSWORD_LENGTH),
  name: z.string().trim().min(1).max(121),
  firstName: name,
  lastName: name,
});
const signInBody = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});

// Endpoints of better-auth the product does not offer; closing them keeps the attack surface to what we test.
const disabledPaths = [
  '/update-user',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/request-password-reset',
  '/forget-password',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/sign-in/social',
];

export interface LocalIdentityOptions {
  db: Db;
  secret: string;
  /** The address patients use (behind a TLS-terminating proxy): trusted as an origin, and makes cookies Secure. */
  publicUrl?: string;
  /** How many reverse proxies in front of us to trust for the patient's address (TRUST_PROXY). */
  proxyHops?: number;
  /** How wrong passwords are slowed down; see SignInThrottle. */
  throttle?: Partial<SignInThrottleLimits>;
  signUpThrottle?: Partial<SignUpThrottleLimits>;
  /** Where the throttles count: memory for one instance, Redis or PostgreSQL shared by several. */
  limiterStore?: LimiterStore;
  /**
   * Several instances: sessions also kept in Redis (better-auth's secondary storage), read by every instance, and no
   * per-process session cache, so a sign-out or revocation on one instance is refused by all at once.
   */
  shared?: { sessionStorage?: SessionStorage };
}

export function createLocalIdentity({
  db,
  secret,
  throttle: limits,
  signUpThrottle: signUpLimits,
  publicUrl,
  proxyHops = 0,
  limiterStore = MEMORY_LIMITER_STORE,
  shared,
}: LocalIdentityOptions): Identity & { auth: ReturnType<typeof createAuth> } {
  const auth = createAuth(db, secret, { publicUrl, proxyHops }, shared?.sessionStorage);
  const signInThrottle = new SignInThrottle({ ...DEFAULT_SIGN_IN_LIMITS, ...limits }, limiterStore);
  const signUpThrottle = new SignUpThrottle({ ...DEFAULT_SIGN_UP_LIMITS, ...signUpLimits }, limiterStore);

  type FoundSession = NonNullable<Awaited<ReturnType<typeof auth.api.getSession>>>;
  // One instance only: another instance's sign-out could not forget this process's copy (decision 004).
  const sessions = shared ? undefined : new SessionCache<FoundSession>(5_000);
  const remember = (token: string | undefined, found: FoundSession | null) => {
    if (token && found) sessions?.set(token, found, new Date(found.session.expiresAt).getTime());
  };

  const sessionFrom = async (headers: Headers): Promise<FoundSession | null> => {
    const token = sessionTokenFrom(headers.get('cookie'));
    const cached = token ? sessions?.get(token) : undefined;
    if (cached) return cached;
    const found = await auth.api.getSession({ headers });
    remember(token, found);
    return found;
  };

  const patientFrom = async (headers: Headers): Promise<Patient | null> => {
    const found = await sessionFrom(headers);
    if (!found) return null;
    return { id: found.user.id, firstName: found.user.firstName, email: found.user.email };
  };

  const mount = (app: Hono<AppEnv>) => {
    app.get('/api/auth/get-session', async (c) => {
      const token = sessionTokenFrom(c.req.header('cookie'));
      const cached = token ? sessions?.get(token) : undefined;
      if (cached) return c.json(cached);
      const response = await auth.handler(c.req.raw);
      if (response.ok) remember(token, (await response.clone().json()) as FoundSession | null);
      return response;
    });

    app.post('/api/auth/sign-out', async (c) => {
      const token = sessionTokenFrom(c.req.header('cookie'));
      if (token) sessions?.forget(token);
      return auth.handler(c.req.raw);
    });

    app.post('/api/auth/sign-up/email', async (c) => {
      const parsed = signUpBody.safeParse(await readJson(c));
      if (!parsed.success) return c.json(fieldError(parsed.error), 400);
      const waitMs = await signUpThrottle.attempt(clientAddress(c, proxyHops));
      if (waitMs > 0) return tooMany(c, 'sign-up', waitMs);
      const { email, password, firstName, lastName } = parsed.data;
      const weak = passwordProblem(password, [email, firstName, lastName]);
      if (weak) return c.json({ code: 'WEAK_PASSWORD', field: 'password', message: weak }, 400);
      // better-auth (autoSignIn off) hashes the password either way and creates nothing for a known email; the
      // answer is the same fixed body, and the browser signs in next: a new patient, or one who already had an
      // account with this password, is signed in; anyone else is asked to sign in with the account's password.
      const response = await auth.handler(c.req.raw);
      if (!response.ok) return response;
      return c.json(SIGN_UP_ANSWER, 200);
    });

    app.post('/api/auth/sign-in/email', async (c) => {
      const parsed = signInBody.safeParse(await readJson(c));
      if (!parsed.success)
        return c.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      const address = clientAddress(c, proxyHops);
      const { email } = parsed.data;
      // Counted before the password is checked, so parallel guesses cannot all slip past the limit.
      const waitMs = await signInThrottle.begin(email, address);
      if (waitMs > 0) return tooMany(c, 'sign-in', waitMs);
      let outcome: SignInOutcome = 'not-checked';
      try {
        const response = await auth.handler(c.req.raw);
        if (response.status === 401) outcome = 'wrong-password';
        else if (response.ok) outcome = 'signed-in';
        return response;
      } finally {
        await signInThrottle.finish(email, address, outcome);
      }
    });

    app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
  };

  return { provider: 'local', patientFrom, mount, auth };
}

function createAuth(db: Db, secret: string, origins: OriginPolicy, sessionStorage?: SessionStorage) {
  const { publicUrl } = origins;
  return betterAuth({
    secret,
    // Sessions are read from Redis first and still stored in the database, which stays the record (a Redis
    // restart signs no one out); a sign-out deletes both.
    ...(sessionStorage ? { secondaryStorage: sessionStorage } : {}),
    ...(publicUrl ? { baseURL: publicUrl } : {}),
    basePath: '/api/auth',
    // The app is served from one origin; a browser's Origin header must be that origin (CSRF protection), decided
    // by the same function as the API's guard.
    trustedOrigins: (request) => (request ? [ownOrigin(request, origins)] : []),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Sign-up must not tell whether an email has an account; signing in is a separate, throttled step.
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      ...(sessionStorage ? { storeSessionInDatabase: true } : {}),
    },
    databaseHooks: {
      user: {
        create: {
          // Every patient gets an avatar drawn from their initials; no external image address is stored.
          before: async (newUser) => ({
            data: {
              ...newUser,
              image: initialsAvatarDataUrl(String(newUser.firstName ?? ''), String(newUser.lastName ?? '')),
            },
          }),
        },
      },
    },
    disabledPaths,
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'carelune',
      // better-auth skips its origin check when NODE_ENV is test; keep it on so tests see what patients get.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
  } catch {
    return undefined;
  }
}

function fieldError(error: z.ZodError) {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? 'body');
  return { code: 'VALIDATION_ERROR', field, message: `Please check the ${field} field.` };
}
