// Hosted calls live on the hosted platform. Before starting one the browser asks our server for a consultation
// ticket signed for the patient; the call starts with it in its metadata, and the call id the platform gave is
// registered with the same ticket. The platform's server messages bring the ticket back: the server writes the
// transcript and the report from them, never from anything the browser sends.

const jsonHeaders = { 'content-type': 'application/json' };
const RETRY_DELAYS_MS = [1_000, 3_000];

type Wait = (ms: number) => Promise<unknown>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The overrides a hosted call starts with: the patient's first name for the assistant, and the ticket. */
export function hostedCallOverrides(firstName: string, ticket: string) {
  return { variableValues: { firstName }, metadata: { ticket } };
}

/** A short-lived ticket for starting a hosted call; rejects when the server will not give one. */
export async function requestConsultationTicket(): Promise<string> {
  const response = await fetch('/api/consultations/ticket', { method: 'POST' });
  const body = (await response.json().catch(() => null)) as { ticket?: unknown } | null;
  if (!response.ok || typeof body?.ticket !== 'string')
    throw new Error(`The consultation could not be prepared (HTTP ${response.status}).`);
  return body.ticket;
}

/**
 * Registers the call id the platform gave with the ticket the call started with; tries again after a dropped
 * connection or a server error. Resolves true once the server has it.
 */
export async function registerHostedCall(
  callId: string,
  ticket: string,
  wait: Wait = sleep,
): Promise<boolean> {
  const body = JSON.stringify({ callId, platform: 'vapi', ticket });
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch('/api/consultations', { method: 'POST', headers: jsonHeaders, body });
      // Done, or refused for good (a ticket not valid, a call id taken): trying again would change nothing.
      if (response.ok || (response.status < 500 && response.status !== 429)) return response.ok;
    } catch {
      // A dropped connection: try again below.
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return false;
    await wait(delay);
  }
}

export interface HostedCallServer {
  requestTicket: () => Promise<string>;
  register: (callId: string, ticket: string) => Promise<boolean>;
}

export const hostedCallServer: HostedCallServer = {
  requestTicket: requestConsultationTicket,
  register: (callId, ticket) => registerHostedCall(callId, ticket),
};
