import type { Triage } from '../../domain/doctor/types';
import { buildReport, type ConsultationRecord } from '../../domain/report';
import type { TranscriptTurn } from '../../domain/transcript';
import type { ConsultationStore } from './consultation-store';

/**
 * Ends a call and stores its report: from the built-in doctor's record when it held the call, else from the saved
 * transcript. Does nothing when the call had already ended (someone else finished it first); returns whether it
 * finished it.
 */
export async function finishConsultation(
  store: ConsultationStore,
  callId: string,
  outcome: {
    endedReason: string;
    triage: Triage;
    record?: ConsultationRecord | null;
    /** When the consultation ended: now for a room that ends it, its last activity for a call found lost. */
    at?: Date;
    /** The saved lines, when the caller has read them already. */
    transcript?: TranscriptTurn[];
  },
): Promise<boolean> {
  const { endedReason, triage, record = null, at = new Date() } = outcome;
  // Built before the call is marked ended, so that nothing but the two writes can fail in between; a call ended
  // without its report is repaired by the recovery sweep.
  const transcript = record ? [] : (outcome.transcript ?? (await store.transcript(callId)));
  const built = buildReport(transcript, at, { record, triage });
  const ended = await store.end(
    callId,
    { endedReason, urgency: triage.urgency, redFlags: triage.redFlags.map((flag) => flag.id) },
    at,
  );
  if (!ended) return false;
  await store.saveReport(callId, built);
  return true;
}
