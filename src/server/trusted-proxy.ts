import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from './client-address';

/**
 * What the reverse proxies in front of us say about the patient's connection. `hops` is how many proxies we
 * trust (TRUST_PROXY): each appends the address it received the request from to X-Forwarded-For, so the patient's
 * address is the entry the outermost trusted proxy appended, counted from the end. Entries before it were written
 * by the client and prove nothing. When that entry is missing or is not an IP address, the socket's address is
 * used. Either way the answer is a throttling key: see addressKey.
 */
export function clientAddress(c: Context, hops: number): string {
  const forwarded = hops > 0 ? addressKey(trustedEntry(c.req.header('x-forwarded-for'), hops)) : undefined;
  if (forwarded) return forwarded;
  try {
    const socket = getConnInfo(c).remote.address;
    return addressKey(socket) ?? socket ?? 'unknown';
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
  // Fewer entries than trusted proxies: the request did not come through all of them, so none can be believed.
  if (entries.length < hops) return undefined;
  return entries[entries.length - hops];
}
