// Hosted calls, as the server follows them: the browser registers a call with its consultation ticket, the
// platform's server messages carry the same ticket back, the guard reads each final patient line and speaks an
// emergency into the call, and the server writes the report from the platform's transcript once the call ended
// and both sides agreed whose it is (docs/decisions/040-hosted-server-messages.md).
import { buildReport } from '../../domain/report';
import type { TranscriptTurn } from '../../domain/transcript';
import type { ConsultationStore } from '../consultations/consultation-store';
import { describeError, type Logger } from '../log';
import type { ConsultationTickets } from './consultation-tickets';
import { guardPatientLine, hostedCallTriage } from './hosted-guard';
import type { HostedCall, HostedCallStore } from './hosted-call-store';
import {
  endOfCallFromPlatformCall,
  UNKNOWN_ENDED_REASON,
  type HostedCallRef,
  type ServerMessage,
} from './server-messages';

type EndOfCall = Extract<ServerMessage, { kind: 'end-of-call-report' }>;

export interface HostedCallsOptions {
  store: ConsultationStore;
  hosted: HostedCallStore;
  tickets: ConsultationTickets;
  log: Logger;
  /** Speaks into a live call through its control URL; resolves whether the platform accepted. */
  say: (controlUrl: string, content: string) => Promise<boolean>;
  /** Reads a call from the platform (`GET /call/{id}`); absent without a private key. */
  readPlatformCall?: (callId: string) => Promise<unknown>;
  now?: () => Date;
}

export type RegisterOutcome = 'registered' | 'invalid-ticket' | 'conflict';

export function createHostedCalls(options: HostedCallsOptions) {
  const { store, hosted, tickets, log, say, readPlatformCall, now = () => new Date() } = options;

  // One message at a time per call, in the order they arrive: a duplicate sees the first one's writes.
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(callId: string, step: () => Promise<T>): Promise<T> {
    const previous = queues.get(callId) ?? Promise.resolve();
    const next = previous.then(step, step);
    const settled = next.catch(() => undefined);
    queues.set(callId, settled);
    void settled.then(() => {
      if (queues.get(callId) === settled) queues.delete(callId);
    });
    return next;
  }

  /** Writes the report of an ended call whose registration and server messages agreed, unless it has one. */
  async function reportIfBound(callId: string): Promise<void> {
    const call = await hosted.find(callId);
    if (!call?.endedAt || !call.registered || !call.platformSeen) return;
    if (await hosted.hasReport(callId)) return;
    const transcript = await store.transcript(callId);
    const triage = hostedCallTriage(transcript, call.redFlags);
    await store.saveReport(callId, buildReport(transcript, call.endedAt, { triage }), { keepExisting: true });
    log.info('hosted-call.reported', { callId });
  }

  async function finalLine(call: HostedCall, ref: HostedCallRef, turn: TranscriptTurn, at: Date) {
    if (call.endedAt || (await hosted.hasLine(call.callId, turn, at))) return;
    const earlier = await store.transcript(call.callId);
    const guarded = turn.role === 'user' ? guardPatientLine(earlier, turn.text, call.redFlags) : null;
    // Spoken first: the patient hears the advice without waiting for anything to be saved.
    const spoken =
      guarded?.advice && ref.controlUrl ? speak(call.callId, ref.controlUrl, guarded.advice) : null;
    await store.appendLine(call.callId, turn, at);
    if (!guarded?.advice) return;
    if (!ref.controlUrl) log.warn('hosted-call.emergency-unspoken', { callId: call.callId });
    const raised = [...call.redFlags, ...guarded.newFlags.map((flag) => flag.id)];
    await hosted.recordWarningSigns(call.callId, 'emergency', raised);
    await store.appendLine(call.callId, { role: 'assistant', text: guarded.advice }, now());
    log.warn('hosted-call.emergency', { callId: call.callId });
    await spoken;
  }

  async function speak(callId: string, controlUrl: string, content: string): Promise<void> {
    try {
      if (!(await say(controlUrl, content))) log.error('hosted-call.say-refused', { callId });
    } catch (error) {
      log.error('hosted-call.say-failed', { callId, ...describeError(error) });
    }
  }

  /** Ends the call with the platform's transcript (when it sent one) and its reason, then reports it if bound. */
  async function endOfCall(call: HostedCall, end: Pick<EndOfCall, 'endedReason' | 'transcript' | 'at'>) {
    if (!call.endedAt) {
      if (end.transcript) await store.replaceTranscript(call.callId, end.transcript);
      const transcript = end.transcript ?? (await store.transcript(call.callId));
      const triage = hostedCallTriage(transcript, call.redFlags);
      await store.end(
        call.callId,
        {
          endedReason: end.endedReason,
          urgency: triage.urgency,
          redFlags: triage.redFlags.map((flag) => flag.id),
        },
        end.at,
      );
      log.info('hosted-call.ended', { callId: call.callId, endedReason: end.endedReason });
    }
    await reportIfBound(call.callId);
  }

  /** The call a server message is about, when it carries a ticket of ours that agrees with the call's claims. */
  async function claimedByPlatform(ref: HostedCallRef, type: string): Promise<HostedCall | null> {
    const ticket = tickets.read(ref.ticket);
    if (!ticket) {
      log.warn('hosted-call.message-without-ticket', { callId: ref.id, type });
      return null;
    }
    const claim = await hosted.claim({
      callId: ref.id,
      patientId: ticket.patientId,
      ticketId: ticket.id,
      by: 'platform',
    });
    if (claim === 'conflict') {
      log.warn('hosted-call.ticket-conflict', { callId: ref.id, type });
      return null;
    }
    return hosted.find(ref.id);
  }

  return {
    /** Acts on one server message; the same message twice changes nothing the second time. */
    handle(message: ServerMessage): Promise<void> {
      if (message.kind === 'ignored') return Promise.resolve();
      return oneAtATime(message.call.id, async () => {
        const call = await claimedByPlatform(message.call, message.kind);
        if (!call) return;
        if (message.kind === 'final-transcript')
          await finalLine(call, message.call, message.turn, message.at);
        else if (message.kind === 'end-of-call-report') await endOfCall(call, message);
        else if (message.kind === 'hang') log.warn('hosted-call.hang', { callId: call.callId });
        else log.info('hosted-call.status', { callId: call.callId, status: message.status });
      });
    },

    /** The patient's browser registers the call the platform gave it, with the ticket it started it with. */
    register(patientId: string, callId: string, ticket: unknown): Promise<RegisterOutcome> {
      const verified = tickets.verifyFor(ticket, patientId);
      if (!verified) return Promise.resolve('invalid-ticket');
      return oneAtATime(callId, async () => {
        const claim = await hosted.claim({ callId, patientId, ticketId: verified.id, by: 'registration' });
        if (claim === 'conflict') return 'conflict';
        // The platform may have reported the whole call before the browser registered it.
        await reportIfBound(callId);
        return 'registered';
      });
    },

    /**
     * Finishes a call the platform never reported after its longest possible length: from the platform's own record
     * of it when the private key allows reading it, else with an unknown reason and the lines received.
     */
    finishUnreported(callId: string): Promise<boolean> {
      return oneAtATime(callId, async () => {
        const call = await hosted.find(callId);
        if (!call || call.endedAt) return false;
        const fromPlatform = await readEnded(callId);
        const ticket = fromPlatform && tickets.read(fromPlatform.call.ticket);
        if (fromPlatform && ticket?.patientId === call.patientId && ticket.id === call.ticketId) {
          await hosted.claim({ callId, patientId: ticket.patientId, ticketId: ticket.id, by: 'platform' });
          await endOfCall((await hosted.find(callId))!, fromPlatform);
        } else {
          const at = (await store.lastActivity(callId)) ?? now();
          await endOfCall(call, { endedReason: UNKNOWN_ENDED_REASON, transcript: null, at });
        }
        return true;
      });
    },
  };

  async function readEnded(callId: string): Promise<EndOfCall | null> {
    if (!readPlatformCall) return null;
    try {
      return endOfCallFromPlatformCall(await readPlatformCall(callId), now());
    } catch (error) {
      log.warn('hosted-call.read-failed', { callId, ...describeError(error) });
      return null;
    }
  }
}

export type HostedCalls = ReturnType<typeof createHostedCalls>;
