import { createClerkClient } from '@clerk/backend';
import type { AppEnv, Identity, Patient } from './identity';
import type { Hono } from 'hono';

/** The subset of @clerk/backend's client we use, so tests can replace it at this boundary. */
export interface ClerkBackend {
  authenticateRequest(
    request: Request,
  ): Promise<{ isAuthenticated: boolean; toAuth(): { userId?: string | null } | null }>;
  users: {
    getUser(userId: string): Promise<{
      id: string;
      firstName: string | null;
      primaryEmailAddress: { emailAddress: string } | null;
    }>;
  };
}

/** AUTH_PROVIDER=clerk: Clerk's session token (cookie or bearer) verified on every request with @clerk/backend. */
export function createClerkIdentity(options: {
  secretKey: string;
  publishableKey: string;
  backend?: ClerkBackend;
}): Identity {
  const backend: ClerkBackend =
    options.backend ??
    (createClerkClient({
      secretKey: options.secretKey,
      publishableKey: options.publishableKey,
    }) as unknown as ClerkBackend);
  const profiles = new Map<string, { firstName: string; email: string; at: number }>();

  const patientFrom = async (headers: Headers): Promise<Patient | null> => {
    const state = await backend.authenticateRequest(new Request('http://localhost/', { headers }));
    const userId = state.isAuthenticated ? state.toAuth()?.userId : null;
    if (!userId) return null;
    let profile = profiles.get(userId);
    if (!profile || Date.now() - profile.at > 5 * 60_000) {
      const clerkUser = await backend.users.getUser(userId);
      profile = {
        firstName: clerkUser.firstName ?? '',
        email: clerkUser.primaryEmailAddress?.emailAddress ?? '',
        at: Date.now(),
      };
      profiles.set(userId, profile);
    }
    return { id: userId, firstName: profile.firstName, email: profile.email };
  };

  return { provider: 'clerk', patientFrom, mount: (_app: Hono<AppEnv>) => {} };
}
