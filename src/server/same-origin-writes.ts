import type { MiddlewareHandler } from 'hono';
import { ownOrigin, type OriginPolicy } from './own-origin';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const FOREIGN_ORIGIN = 'This request must come from the Carelune app.';
export const JSON_ONLY = 'Send the request body as JSON.';

/**
 * Cross-site request forgery guard for the API: a request that changes something must say it comes from the app's
 * own origin (see ownOrigin), and a body must be JSON, which another site's page can only send after a CORS
 * preflight we never grant. SameSite=Lax cookies alone are not relied on.
 */
export function sameOriginWrites(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin || origin !== ownOrigin(c.req.raw, policy)) return c.json({ message: FOREIGN_ORIGIN }, 403);
    if (hasBody(c.req.raw) && !JSON_TYPE.test(c.req.header('content-type') ?? ''))
      return c.json({ message: JSON_ONLY }, 415);
    return next();
  };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding') || request.body !== null;
}
