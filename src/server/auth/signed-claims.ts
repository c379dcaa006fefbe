import { createHmac, timingSafeEqual } from 'node:crypto';

/** The longest signed token read: anything longer is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 1024;

/**
 * Claims signed with a key derived from the server's secret for one purpose: any instance can check them and nobody
 * else can make them, and a token made for one purpose (a room) is no token for another (a consultation ticket).
 * The token is `payload.signature`, both base64url; the payload is the claims as JSON.
 */
export function signedClaims(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    seal(claims: Record<string, unknown>): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The claims when the signature is ours, compared in constant time; otherwise null. */
    open(token: unknown): Record<string, unknown> | null {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}
