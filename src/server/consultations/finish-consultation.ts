import type { Triage } from '../../domain/doctor/types';
import { buildReport, type ConsultationRecord } from '../../domain/report';
import type { ConsultationStore } from './consultation-store';

/**
 * Ends a call and stores its report: from the built-in doctor's record when it held the call, else from the saved
 * transcript. Does nothing when the call had already ended (someone else finished it first); returns whether it
 * finished it.
 */
export async function finishConsultation(
  store: ConsultationStore,
  callId: string,
  outcome: { endedReason: string; triage: Triage; record?: ConsultationRecord | null },
): Promise<boolean> {
  const { endedReason, triage, record = null } = outcome;
  const ended = await store.end(callId, {
    endedReason,
    urgency: triage.urgency,
    redFlags: triage.redFlags.map((flag) => flag.id),
  });
  if (!ended) return false;
  const transcript = record ? [] : await store.transcript(callId);
  await store.saveReport(callId, buildReport(transcript, new Date(), { record, triage }));
  return true;
}
