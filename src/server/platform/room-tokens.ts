import { randomBytes } from 'node:crypto';
import { signedClaims } from '../auth/signed-claims';

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
  const claims = signedClaims(secret, 'carelune-room-token');

  return {
    issue({ callId, patientId }: RoomTicket): string {
      return claims.seal({
        c: callId,
        p: patientId,
        e: now() + ttlMs,
        n: randomBytes(8).toString('base64url'),
      });
    },

    /** The ticket when the token is genuine, unexpired and for this call; otherwise null. */
    verify(token: string | undefined, callId: string): RoomTicket | null {
      const said = claims.open(token);
      if (!said || said.c !== callId || typeof said.p !== 'string' || typeof said.e !== 'number') return null;
      return said.e > now() ? { callId, patientId: said.p } : null;
    },
  };
}

export type RoomTokens = ReturnType<typeof createRoomTokens>;
