import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a consultation ticket says: which patient asked to start a hosted call, and which ticket it was. */
export interface ConsultationTicket {
  /** Unique per ticket: a registration and the platform's server messages agree when they carry the same one. */
  id: string;
  patientId: string;
}

/** A ticket is accepted for registering a call this long after it was issued: time to start the call. */
export const TICKET_LIFETIME_MS = 5 * 60_000;
const MAX_TICKET_LENGTH = 1024;

/**
 * Consultation tickets: signed with a key derived from the server's secret, so that any instance can check them
 * and nobody else can make one. The browser puts its ticket in the call's metadata; the platform sends it back in
 * every server message, long after the ticket expired for registering, so `read` checks only the signature.
 */
export function createConsultationTickets(
  secret: string,
  { lifetimeMs = TICKET_LIFETIME_MS, now = Date.now } = {},
) {
  const key = createHmac('sha256', secret).update('carelune-consultation-ticket').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  /** The ticket and its expiry when the signature is ours; otherwise null. */
  function decode(ticket: unknown): (ConsultationTicket & { expiresAt: number }) | null {
    if (typeof ticket !== 'string' || ticket.length > MAX_TICKET_LENGTH) return null;
    const [payload, signature, extra] = ticket.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (typeof claims.i !== 'string' || typeof claims.p !== 'string' || typeof claims.e !== 'number')
        return null;
      return { id: claims.i, patientId: claims.p, expiresAt: claims.e };
    } catch {
      return null;
    }
  }

  return {
    issue(patientId: string): string {
      const payload = Buffer.from(
        JSON.stringify({ i: randomBytes(12).toString('base64url'), p: patientId, e: now() + lifetimeMs }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** For registering a call: genuine, unexpired and issued to this patient; otherwise null. */
    verifyFor(ticket: unknown, patientId: string): ConsultationTicket | null {
      const claims = decode(ticket);
      if (!claims || claims.patientId !== patientId || !(claims.expiresAt > now())) return null;
      return { id: claims.id, patientId: claims.patientId };
    },

    /** From a server message: genuine (expired or not); otherwise null. */
    read(ticket: unknown): ConsultationTicket | null {
      const claims = decode(ticket);
      return claims ? { id: claims.id, patientId: claims.patientId } : null;
    },
  };
}

export type ConsultationTickets = ReturnType<typeof createConsultationTickets>;
