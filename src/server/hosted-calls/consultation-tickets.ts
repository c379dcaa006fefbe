import { randomBytes } from 'node:crypto';
import { signedClaims } from '../auth/signed-claims';

/** What a consultation ticket says: which patient asked to start a hosted call, and which ticket it was. */
export interface ConsultationTicket {
  /** Unique per ticket: a registration and the platform's server messages agree when they carry the same one. */
  id: string;
  patientId: string;
}

/** A ticket is accepted for registering a call this long after it was issued: time to start the call. */
export const TICKET_LIFETIME_MS = 5 * 60_000;

/**
 * Consultation tickets: signed with a key derived from the server's secret, so that any instance can check them
 * and nobody else can make one. The browser puts its ticket in the call's metadata; the platform sends it back in
 * every server message, long after the ticket expired for registering, so `read` checks only the signature.
 */
export function createConsultationTickets(
  secret: string,
  { lifetimeMs = TICKET_LIFETIME_MS, now = Date.now } = {},
) {
  const claims = signedClaims(secret, 'carelune-consultation-ticket');

  /** The ticket and its expiry when the signature is ours; otherwise null. */
  function decode(ticket: unknown): (ConsultationTicket & { expiresAt: number }) | null {
    const said = claims.open(ticket);
    if (!said || typeof said.i !== 'string' || typeof said.p !== 'string' || typeof said.e !== 'number')
      return null;
    return { id: said.i, patientId: said.p, expiresAt: said.e };
  }

  return {
    issue(patientId: string): string {
      return claims.seal({ i: randomBytes(12).toString('base64url'), p: patientId, e: now() + lifetimeMs });
    },

    /** For registering a call: genuine, unexpired and issued to this patient; otherwise null. */
    verifyFor(ticket: unknown, patientId: string): ConsultationTicket | null {
      const decoded = decode(ticket);
      if (!decoded || decoded.patientId !== patientId || !(decoded.expiresAt > now())) return null;
      return { id: decoded.id, patientId: decoded.patientId };
    },

    /** From a server message: genuine (expired or not); otherwise null. */
    read(ticket: unknown): ConsultationTicket | null {
      const decoded = decode(ticket);
      return decoded ? { id: decoded.id, patientId: decoded.patientId } : null;
    },
  };
}

export type ConsultationTickets = ReturnType<typeof createConsultationTickets>;
