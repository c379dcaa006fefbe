import type { MiddlewareHandler } from 'hono';
import { reachedOverHttps } from './trusted-proxy';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const FOREIGN_ORIGIN = 'This request must come from the Carelune app.';
export const JSON_ONLY = 'Send the request body as JSON.';

/**
 * Cross-site request forgery guard for the API: a request that changes something must say it comes from the app's
 * own origin (its public address, or the address it reached us at), and a body must be JSON, which another site's
 * page can only send after a CORS preflight we never grant. SameSite=Lax cookies alone are not relied on.
 */
export function sameOriginWrites(options: { publicUrl?: string; proxyHops: number }): MiddlewareHandler {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const url = new URL(c.req.url);
    const ownOrigins = [
      publicOrigin,
      url.origin,
      `${reachedOverHttps(c, options.proxyHops) ? 'https' : 'http'}://${url.host}`,
    ];
    if (!origin || !ownOrigins.includes(origin)) return c.json({ message: FOREIGN_ORIGIN }, 403);
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
