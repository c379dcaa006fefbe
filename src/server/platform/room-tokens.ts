import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface RoomTicket {
  callId: string;
  patientId: string;
}

/**
 * Room tokens are signed, short-lived and bound to one call and its patient. They hold no server state, so any app
 * server can check them; they are single-use because a room admits a call's first connection only while the call
 * is still queued (see the room's admission).
 */
export function createRoomTokens(secret: string, { ttlMs = 60_000, now = Date.now } = {}) {
  const key = createHmac('sha256', secret).update('carelune-room-token').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue({ callId, patientId }: RoomTicket): string {
      const payload = Buffer.from(
        JSON.stringify({
          c: callId,
          p: patientId,
          e: now() + ttlMs,
          n: randomBytes(8).toString('base64url'),
        }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The ticket when the token is genuine, unexpired and for this call; otherwise null. */
    verify(token: string | undefined, callId: string): RoomTicket | null {
      if (!token || token.length > 1024) return null;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          c: string;
          p: string;
          e: number;
        };
        if (claims.c !== callId || typeof claims.p !== 'string' || !(claims.e > now())) return null;
        return { callId: claims.c, patientId: claims.p };
      } catch {
        return null;
      }
    },
  };
}

export type RoomTokens = ReturnType<typeof createRoomTokens>;
