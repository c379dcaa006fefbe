import { describe, expect, it, vi } from 'vitest';
import { createClerkIdentity, type ClerkBackend } from './clerk-identity';

// @clerk/backend is replaced at this boundary: it would call Clerk's servers.
function fakeBackend(validToken: string): ClerkBackend & { getUser: ReturnType<typeof vi.fn> } {
  const getUser = vi.fn(async (id: string) => ({
    id,
    firstName: 'Mae',
    primaryEmailAddress: { emailAddress: 'mae@example.com' },
  }));
  return {
    getUser,
    users: { getUser },
    authenticateRequest: async (request: Request) => {
      const ok = request.headers.get('authorization') === `Bearer ${validToken}`;
      return { isAuthenticated: ok, toAuth: () => (ok ? { userId: 'user_1' } : null) };
    },
  };
}

describe('Clerk identity on the server', () => {
  it('turns a verified Clerk session token into the patient', async () => {
    const backend = fakeBackend('good');
    const identity = createClerkIdentity({ secretKey: 'sk', publishableKey: 'pk', backend });
    const patient = await identity.patientFrom(new Headers({ authorization: 'Bearer good' }));
    expect(patient).toEqual({ id: 'user_1', firstName: 'Mae', email: 'mae@example.com' });
  });

  it('refuses a missing or bad token', async () => {
    const identity = createClerkIdentity({
      secretKey: 'sk',
      publishableKey: 'pk',
      backend: fakeBackend('good'),
    });
    expect(await identity.patientFrom(new Headers({ authorization: 'Bearer bad' }))).toBeNull();
    expect(await identity.patientFrom(new Headers())).toBeNull();
  });

  it("looks the patient's profile up once, not on every request", async () => {
    const backend = fakeBackend('good');
    const identity = createClerkIdentity({ secretKey: 'sk', publishableKey: 'pk', backend });
    for (let i = 0; i < 3; i++) await identity.patientFrom(new Headers({ authorization: 'Bearer good' }));
    expect(backend.getUser).toHaveBeenCalledTimes(1);
  });
});
