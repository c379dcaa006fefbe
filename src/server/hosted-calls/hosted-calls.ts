// Hosted calls, as the server follows them: the browser registers a call with its consultation ticket, the
// platform's server messages carry the same ticket back, the guard reads each final patient line and speaks an
// emergency into the call, and the server writes the report from the platform's transcript once the call ended
// and both sides agreed whose it is (docs/decisions/040-hosted-server-messages.md).
import { sql } from 'drizzle-orm';
import { buildReport } from '../../domain/report';
import { createConsultationStore, type ConsultationStore } from '../consultations/consultation-store';
import type { Db } from '../db/database';
import { describeError, type Logger } from '../log';
import type { ConsultationTickets } from './consultation-tickets';
import { guardPatientLine, hostedCallTriage } from './hosted-guard';
import { createHostedCallStore, type HostedCall, type HostedCallStore } from './hosted-call-store';
import {
  endOfCallFromPlatformCall,
  UNKNOWN_ENDED_REASON,
  type HostedCallRef,
  type ServerMessage,
} from './server-messages';

type EndOfCall = Extract<ServerMessage, { kind: 'end-of-call-report' }>;
type FinalTranscript = Extract<ServerMessage, { kind: 'final-transcript' }>;

/**
 * The ended reason of a call the sweep finished with no end-of-call report and not one line ever received (such as
 * a call made before server messages): there is nothing to report, and no report is written.
 */
const NOTHING_RECEIVED_ENDED_REASON = 'unreported-nothing-received';

/** Ends the server guessed: the platform's own end-of-call report, when it comes after all, replaces them. */
const GUESSED_ENDS = [UNKNOWN_ENDED_REASON, NOTHING_RECEIVED_ENDED_REASON];

/** The first key of every call's advisory lock (the second is the call id's hash): apart from `LOCKS`. */
const CALL_LOCK_CLASS = 7_302_040;

/** How long after its start a call the platform cannot tell us about (its API failing, or the call still open) is given up. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export interface HostedCallsOptions {
  db: Db;
  tickets: ConsultationTickets;
  log: Logger;
  /** Speaks into a live call through its control URL; resolves whether the platform accepted. */
  say: (controlUrl: string, content: string) => Promise<boolean>;
  /**
   * Reads a call from the platform (`GET /call/{id}`); absent without a private key. Null when the platform has no
   * such call; throws when it could not answer now.
   */
  readPlatformCall?: (callId: string) => Promise<unknown>;
  giveUpAfterMs?: number;
  now?: () => Date;
}

export type RegisterOutcome = 'registered' | 'invalid-ticket' | 'conflict';

/** The stores, inside one call's transaction. */
interface Scoped {
  store: ConsultationStore;
  hosted: HostedCallStore;
}

/** What to say into a call once the transaction that decided it has committed. */
interface Speech {
  callId: string;
  controlUrl: string;
  advice: string;
}

/** What the platform could tell about a call the sweep found still open. */
type PlatformRead =
  | { state: 'ended'; end: EndOfCall }
  | { state: 'open' | 'failed' }
  /** No private key, or the platform has no such call: nothing more will ever be known. */
  | { state: 'unknown' };

export function createHostedCalls(options: HostedCallsOptions) {
  const {
    db,
    tickets,
    log,
    say,
    readPlatformCall,
    giveUpAfterMs = GIVE_UP_AFTER_MS,
    now = () => new Date(),
  } = options;

  // One message at a time per call on this instance, in the order they arrive (fewer connections waiting on the lock).
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

  /**
   * Runs `work` in one transaction holding the call's advisory lock, so that every instance on the database takes
   * its turn with a call: a duplicate sees the first one's writes, whichever instance each reached.
   */
  function underCallLock<T>(callId: string, work: (scoped: Scoped) => Promise<T>): Promise<T> {
    return oneAtATime(callId, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CALL_LOCK_CLASS}, hashtext(${callId}))`);
        const scoped = tx as unknown as Db;
        return work({ store: createConsultationStore(scoped), hosted: createHostedCallStore(scoped) });
      }),
    );
  }

  /**
   * Writes the report of an ended call whose registration and server messages agreed, unless it has one (or, with
   * `replace`, replacing the one written from a guessed end).
   */
  async function reportIfBound({ store, hosted }: Scoped, callId: string, replace = false): Promise<void> {
    const call = await hosted.find(callId);
    if (!call?.endedAt || !call.registered || !call.platformSeen) return;
    if (call.endedReason === NOTHING_RECEIVED_ENDED_REASON) return;
    if (!replace && (await hosted.hasReport(callId))) return;
    const transcript = await store.transcript(callId);
    const triage = hostedCallTriage(transcript, call.redFlags);
    await store.saveReport(callId, buildReport(transcript, call.endedAt, { triage }), {
      keepExisting: !replace,
    });
    log.info('hosted-call.reported', { callId });
  }

  /**
   * One final line. The guard reads every patient line the platform signed, whether or not the call is bound to a
   * patient (an emergency is answered first); only a bound call keeps the line. Returns what to say, if anything.
   */
  async function finalLine(
    { store, hosted }: Scoped,
    bound: HostedCall | null,
    message: FinalTranscript,
  ): Promise<Speech | null> {
    const { call: ref, turn, at } = message;
    const callId = ref.id;
    // A call over (anyone's) has no live call to speak into, and its transcript is final.
    if ((await hosted.find(callId))?.endedAt) return null;
    if (bound && (await hosted.hasLine(callId, turn, at))) return null;
    const earlier = bound ? await store.transcript(callId) : [];
    // Spoken before: as recorded for the call id, and (for a call open since before that record) on the call.
    const spokenBefore = [...(await hosted.spokenFlags(callId)), ...(bound?.redFlags ?? [])];
    const guarded = turn.role === 'user' ? guardPatientLine(earlier, turn.text, spokenBefore) : null;
    const raised = guarded?.newFlags.map((flag) => flag.id) ?? [];
    if (guarded?.advice) await hosted.recordSpoken(callId, raised, now());
    if (bound) {
      await store.appendLine(callId, turn, at);
      if (guarded?.advice) {
        await hosted.recordWarningSigns(callId, 'emergency', raised);
        await store.appendLine(callId, { role: 'assistant', text: guarded.advice }, now());
      }
    }
    if (!guarded?.advice) return null;
    // Without the call id: that a call had an emergency is health content (decision 040).
    log.warn('hosted-call.emergency', { bound: Boolean(bound) });
    if (!ref.controlUrl) {
      log.warn('hosted-call.emergency-unspoken', {});
      return null;
    }
    return { callId, controlUrl: ref.controlUrl, advice: guarded.advice };
  }

  async function speak({ controlUrl, advice }: Speech): Promise<void> {
    try {
      if (!(await say(controlUrl, advice))) log.error('hosted-call.say-refused', {});
    } catch (error) {
      log.error('hosted-call.say-failed', { ...describeError(error) });
    }
  }

  /**
   * Ends the call with the platform's transcript (when it sent one) and its reason, then reports it if bound. A call
   * the sweep ended on a guess is ended again from the platform's own report (`fromPlatform`), which replaces the
   * guess: its transcript, reason and report.
   */
  async function endOfCall(
    scoped: Scoped,
    call: HostedCall,
    end: Pick<EndOfCall, 'endedReason' | 'transcript' | 'at'>,
    { fromPlatform = true } = {},
  ) {
    const { store, hosted } = scoped;
    const replacesGuess =
      fromPlatform && call.endedAt !== null && GUESSED_ENDS.includes(call.endedReason ?? '');
    if (!call.endedAt || replacesGuess) {
      if (end.transcript) await store.replaceTranscript(call.callId, end.transcript);
      const transcript = end.transcript ?? (await store.transcript(call.callId));
      const triage = hostedCallTriage(transcript, call.redFlags);
      const outcome = {
        endedReason: end.endedReason,
        urgency: triage.urgency,
        redFlags: triage.redFlags.map((flag) => flag.id),
      };
      if (replacesGuess) await hosted.replaceGuessedEnd(call.callId, GUESSED_ENDS, outcome, end.at);
      else await store.end(call.callId, outcome, end.at);
      log.info('hosted-call.ended', { callId: call.callId, endedReason: end.endedReason });
    }
    await reportIfBound(scoped, call.callId, replacesGuess);
  }

  /** The call a server message is about, when it carries a ticket of ours that agrees with the call's claims. */
  async function claimedByPlatform(
    { hosted }: Scoped,
    ref: HostedCallRef,
    type: string,
  ): Promise<HostedCall | null> {
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

  async function readFromPlatform(callId: string): Promise<PlatformRead> {
    if (!readPlatformCall) return { state: 'unknown' };
    let body: unknown;
    try {
      body = await readPlatformCall(callId);
    } catch (error) {
      log.warn('hosted-call.read-failed', { callId, ...describeError(error) });
      return { state: 'failed' };
    }
    if (body === null) return { state: 'unknown' };
    const end = endOfCallFromPlatformCall(body, now());
    if (end) return { state: 'ended', end };
    const status = (body as { status?: unknown } | undefined)?.status;
    if (typeof status === 'string' && status !== 'ended') return { state: 'open' };
    log.warn('hosted-call.read-unusable', { callId });
    return { state: 'failed' };
  }

  return {
    /** Acts on one server message; the same message twice changes nothing the second time. */
    async handle(message: ServerMessage): Promise<void> {
      if (message.kind === 'ignored') return;
      const speech = await underCallLock(message.call.id, async (scoped) => {
        const call = await claimedByPlatform(scoped, message.call, message.kind);
        if (message.kind === 'final-transcript') return finalLine(scoped, call, message);
        if (!call) return null;
        if (message.kind === 'end-of-call-report') await endOfCall(scoped, call, message);
        else if (message.kind === 'hang') log.warn('hosted-call.hang', { callId: call.callId });
        else log.info('hosted-call.status', { callId: call.callId, status: message.status });
        return null;
      });
      // Said once the decision is committed: another instance with the same line finds it already spoken.
      if (speech) await speak(speech);
    },

    /** The patient's browser registers the call the platform gave it, with the ticket it started it with. */
    register(patientId: string, callId: string, ticket: unknown): Promise<RegisterOutcome> {
      const verified = tickets.verifyFor(ticket, patientId);
      if (!verified) return Promise.resolve('invalid-ticket');
      return underCallLock(callId, async (scoped) => {
        const claim = await scoped.hosted.claim({
          callId,
          patientId,
          ticketId: verified.id,
          by: 'registration',
        });
        if (claim === 'conflict') return 'conflict';
        // The platform may have reported the whole call before the browser registered it.
        await reportIfBound(scoped, callId);
        return 'registered';
      });
    },

    /**
     * Finishes a call the platform never reported after its longest possible length: from the platform's own record
     * of it when the private key allows reading it. While the platform cannot answer, or shows the call still open,
     * it is left for the next sweep, until `giveUpAfterMs` after its start; then, or without a private key, it ends
     * with an unknown reason and the lines received (and no report when there were none).
     */
    async finishUnreported(callId: string): Promise<boolean> {
      const before = await createHostedCallStore(db).find(callId);
      if (!before || before.endedAt) return false;
      const read = await readFromPlatform(callId);
      const givenUp = now().getTime() - before.startedAt.getTime() >= giveUpAfterMs;
      if ((read.state === 'open' || read.state === 'failed') && !givenUp) {
        log.info('hosted-call.finish-deferred', { callId, platform: read.state });
        return false;
      }
      return underCallLock(callId, async (scoped) => {
        const { store, hosted } = scoped;
        const call = await hosted.find(callId);
        if (!call || call.endedAt) return false;
        const ticket = read.state === 'ended' ? tickets.read(read.end.call.ticket) : null;
        if (read.state === 'ended' && ticket?.patientId === call.patientId && ticket.id === call.ticketId) {
          await hosted.claim({ callId, patientId: ticket.patientId, ticketId: ticket.id, by: 'platform' });
          await endOfCall(scoped, (await hosted.find(callId))!, read.end);
          return true;
        }
        const at = (await store.lastActivity(callId)) ?? now();
        if (!(await store.transcript(callId)).length) {
          await store.end(callId, { endedReason: NOTHING_RECEIVED_ENDED_REASON }, at);
          log.info('hosted-call.ended', { callId, endedReason: NOTHING_RECEIVED_ENDED_REASON });
          return true;
        }
        await endOfCall(
          scoped,
          call,
          { endedReason: UNKNOWN_ENDED_REASON, transcript: null, at },
          { fromPlatform: false },
        );
        return true;
      });
    },
  };
}

export type HostedCalls = ReturnType<typeof createHostedCalls>;
