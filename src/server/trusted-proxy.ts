import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * What the reverse proxies in front of us say about the patient's connection. `hops` is how many proxies we
 * trust (TRUST_PROXY): each appends the address it received the request from to X-Forwarded-For, so the patient's
 * address is the entry the outermost trusted proxy appended, counted from the end. Entries before it were written
 * by the client and prove nothing.
 */
export function clientAddress(c: Context, hops: number): string {
  const forwarded = hops > 0 ? trustedEntry(c.req.header('x-forwarded-for'), hops) : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the patient's browser reached us over https: directly, or through a trusted TLS-terminating proxy. */
export function reachedOverHttps(c: Context, hops: number): boolean {
  return requestReachedOverHttps(c.req.raw, hops);
}

export function requestReachedOverHttps(request: Request, hops: number): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (hops === 0) return false;
  return trustedEntry(request.headers.get('x-forwarded-proto') ?? undefined, hops)?.toLowerCase() === 'https';
}

function trustedEntry(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
