import { createMiddleware } from 'hono/factory';
import type { AppEnv, Identity } from './identity';

/** The one guard for every /api route that needs a patient: 401 without a valid session. */
export function requireUser(identity: Identity) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const patient = await identity.patientFrom(c.req.raw.headers);
    if (!patient) return c.json({ message: 'Sign in to continue.' }, 401);
    c.set('patient', patient);
    await next();
  });
}
