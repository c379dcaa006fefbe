import { guardTranscript } from '../../domain/doctor/transcript-guard';
import type { Logger } from '../log';
import { describeError } from '../log';
import type { ConsultationStore } from './consultation-store';
import { finishConsultation } from './finish-consultation';

/** Ended reasons of calls whose room went away without ending them. */
export const LOST_CALL_REASONS = {
  /** Found in progress when the server started: the previous process stopped without ending it. */
  atBoot: 'server-crashed',
  /** Found in progress later with no room in this process. */
  later: 'room-lost',
} as const;

/** How long a created call may wait to be joined; its join token lives a minute, so a few minutes is generous. */
export const UNJOINED_CALL_EXPIRY_MS = 5 * 60_000;

const BATCH = 200;

export interface CallRecoveryOptions {
  store: ConsultationStore;
  /** Whether this process holds (or is opening) the call's room. */
  isLive: (callId: string) => boolean;
  log: Logger;
  unjoinedExpiryMs?: number;
  now?: () => Date;
}

/**
 * Finishes calls no room will ever finish: an in-progress call whose room is gone gets its report from the lines
 * saved before the room went away; a call nobody joined expires and stays out of history. One server process owns
 * every local call of its database, so "no live room here" means the room is gone.
 */
export function createCallRecovery(options: CallRecoveryOptions) {
  const { store, isLive, log, unjoinedExpiryMs = UNJOINED_CALL_EXPIRY_MS, now = () => new Date() } = options;

  async function finishLost(callId: string, endedReason: string) {
    const transcript = await store.transcript(callId);
    return finishConsultation(store, callId, { endedReason, triage: guardTranscript(transcript) });
  }

  return {
    async sweep(moment: 'boot' | 'later'): Promise<{ finished: number; expired: number }> {
      const expireBefore = new Date(now().getTime() - unjoinedExpiryMs);
      let finished = 0;
      let expired = 0;
      for (const call of await store.unfinishedLocalCalls(BATCH)) {
        if (isLive(call.callId)) continue;
        try {
          if (call.status === 'in-progress') {
            if (await finishLost(call.callId, LOST_CALL_REASONS[moment === 'boot' ? 'atBoot' : 'later']))
              finished += 1;
          } else if (await store.expireUnjoined(call.callId, expireBefore)) expired += 1;
        } catch (error) {
          log.error('calls.recovery.failed', { callId: call.callId, ...describeError(error) });
        }
      }
      if (finished || expired) log.info('calls.recovered', { moment, finished, expired });
      return { finished, expired };
    },
  };
}

export type CallRecovery = ReturnType<typeof createCallRecovery>;
