import { guardTranscript } from '../../domain/doctor/transcript-guard';
import type { Logger } from '../log';
import { describeError } from '../log';
import type { ConsultationStore } from './consultation-store';
import { finishConsultation } from './finish-consultation';
import { buildReport } from '../../domain/report';

/** Ended reasons of calls whose room went away without ending them. */
export const LOST_CALL_REASONS = {
  /** Found in progress when the server started, or held by an instance that stopped: it died without ending it. */
  atBoot: 'server-crashed',
  /** Found in progress later with no room in this process. */
  later: 'room-lost',
} as const;

/** How long a created call may wait to be joined; its join token lives a minute, so a few minutes is generous. */
export const UNJOINED_CALL_EXPIRY_MS = 5 * 60_000;

/** Calls read per sweep of each kind. */
export const RECOVERY_BATCH = 200;
const BATCH = RECOVERY_BATCH;

export interface CallRecoveryOptions {
  store: ConsultationStore;
  /** Whether this process holds (or is opening) the call's room. */
  isLive: (callId: string) => boolean;
  log: Logger;
  unjoinedExpiryMs?: number;
  /**
   * How long a call without a room here must have been quiet before it counts as lost. Nothing for a database only
   * this process can open (PGlite); with a shared PostgreSQL another instance may hold the room, and a live room
   * ends a call that has been silent this long itself.
   */
  lostAfterQuietMs?: number;
  /** A hosted call open longer than this has ended without the platform reporting it. */
  hostedCallMaxMs?: number;
  /**
   * Finishes such a hosted call (from the platform's own record of it, or the lines its server messages brought);
   * resolves whether it did. Without it hosted calls are left alone.
   */
  finishHostedCall?: (callId: string) => Promise<boolean>;
  /**
   * This instance, when calls record the instance holding their room: a call held here with no room here, or held
   * by an instance silent for `holderStaleSeconds`, is lost at once; one held by a live instance is left alone.
   */
  cluster?: { instanceId: string; holderStaleSeconds: number };
  now?: () => Date;
}

/**
 * Finishes calls no room will ever finish: an in-progress call whose room is gone gets its report from the lines
 * saved before the room went away; a call nobody joined expires and stays out of history. With PGlite one process
 * owns every local call of its database, so "no live room here" means the room is gone; with a shared PostgreSQL
 * a call must also have been quiet for a while (see `lostAfterQuietMs`) until calls record the instance holding
 * them.
 */
export function createCallRecovery(options: CallRecoveryOptions) {
  const {
    store,
    isLive,
    log,
    unjoinedExpiryMs = UNJOINED_CALL_EXPIRY_MS,
    lostAfterQuietMs = 0,
    hostedCallMaxMs = 2 * 60 * 60_000,
    cluster,
    finishHostedCall,
    now = () => new Date(),
  } = options;

  /** Finishes a lost call as of its last activity, so that its report dates what was said when it was said. */
  async function finishLost(
    callId: string,
    endedReason: string,
    quietMs = lostAfterQuietMs,
  ): Promise<boolean> {
    const at = (await store.lastActivity(callId)) ?? now();
    if (now().getTime() - at.getTime() < quietMs) return false;
    const transcript = await store.transcript(callId);
    return finishConsultation(store, callId, {
      endedReason,
      triage: guardTranscript(transcript),
      at,
      transcript,
    });
  }

  /**
   * A call in progress with no room here. Held here: its room is gone. Held by another instance (listed only once
   * that one stopped heartbeating): that instance died with it. Held by nobody on record (before calls recorded
   * their instance): lost only after a quiet spell, as another instance may hold it.
   */
  function finishInProgress(call: { callId: string; instanceId: string | null }, moment: 'boot' | 'later') {
    if (cluster && call.instanceId === cluster.instanceId)
      return finishLost(call.callId, LOST_CALL_REASONS.later, 0);
    if (cluster && call.instanceId) return finishLost(call.callId, LOST_CALL_REASONS.atBoot, 0);
    return finishLost(call.callId, LOST_CALL_REASONS[moment === 'boot' ? 'atBoot' : 'later']);
  }

  /** A call whose end was stored but whose report was not (a failure between the two writes) gets its report. */
  async function repair(callId: string): Promise<void> {
    const transcript = await store.transcript(callId);
    const at = (await store.lastActivity(callId)) ?? now();
    await store.saveReport(callId, buildReport(transcript, at, { triage: guardTranscript(transcript) }), {
      keepExisting: true,
    });
  }

  /** Runs one recovery step for each call; a failure is logged and the sweep goes on to the next. */
  async function eachCall<C extends { callId: string }>(calls: C[], step: (call: C) => Promise<void>) {
    for (const call of calls) {
      try {
        await step(call);
      } catch (error) {
        log.error('calls.recovery.failed', { callId: call.callId, ...describeError(error) });
      }
    }
  }

  return {
    /** Whether an instance that stopped heartbeating left calls for this one to finish (checked every beat). */
    async callsLeftByLostInstances(): Promise<boolean> {
      return cluster ? store.hasCallsOfLostInstances(cluster.instanceId, cluster.holderStaleSeconds) : false;
    },

    async sweep(moment: 'boot' | 'later'): Promise<{ finished: number; expired: number; repaired: number }> {
      const expireBefore = new Date(now().getTime() - unjoinedExpiryMs);
      const hostedBefore = new Date(now().getTime() - hostedCallMaxMs);
      let finished = 0;
      let expired = 0;
      let repaired = 0;
      await eachCall(await store.unfinishedLocalCalls(BATCH, cluster), async (call) => {
        if (isLive(call.callId)) return;
        if (call.status === 'in-progress') {
          if (await finishInProgress(call, moment)) finished += 1;
        } else if (await store.expireUnjoined(call.callId, expireBefore)) expired += 1;
      });
      if (finishHostedCall)
        await eachCall(await store.staleHostedCalls(hostedBefore, BATCH), async (call) => {
          if (await finishHostedCall(call.callId)) finished += 1;
        });
      await eachCall(await store.endedLocalCallsWithoutReport(BATCH), async (call) => {
        await repair(call.callId);
        repaired += 1;
      });
      if (finished || expired || repaired)
        log.info('calls.recovered', { moment, finished, expired, repaired });
      return { finished, expired, repaired };
    },
  };
}

export type CallRecovery = ReturnType<typeof createCallRecovery>;
