// The report of a consultation. The built-in doctor hands over its record; for any other doctor the record is
// read from the transcript. Either way the urgency and warning signs the safety guard found are carried over,
// and the one report author writes the result.
import { CALL_NOW, emergencyAdvice, suspectedCondition } from '../doctor/emergency-advice';
import type { Triage } from '../doctor/types';
import { moreUrgent } from '../doctor/types';
import type { TranscriptTurn } from '../transcript';
import type { ConsultationRecord } from './record';
import { recordFromTranscript } from './record-from-transcript';
import { reportFromRecord } from './report-from-record';
import type { ConsultationReport } from './schema';

export interface ReportSources {
  /** The built-in doctor's record of its consultation, when it held it. */
  record?: ConsultationRecord | null;
  /** What the safety guard concluded, whatever the doctor. */
  triage?: Triage;
}

/**
 * The record with the guard's findings: never less urgent, every warning sign, and what it may mean. When the guard
 * found an emergency the doctor did not call one, the report says what the guard would have: call now, and the
 * first aid for the sign.
 */
function withTriage(record: ConsultationRecord, triage: Triage): ConsultationRecord {
  const [firstFlag] = triage.redFlags;
  const urgency = moreUrgent(record.urgency, triage.urgency);
  const raisedToEmergency = urgency === 'emergency' && record.urgency !== 'emergency';
  const [, ...firstAid] = raisedToEmergency ? emergencyAdvice(triage.redFlags) : [];
  return {
    ...record,
    urgency,
    redFlags: [...new Set([...record.redFlags, ...triage.redFlags.map((flag) => flag.label)])],
    impression:
      record.impression ??
      (firstFlag && urgency === 'emergency'
        ? { condition: suspectedCondition(firstFlag.id), certainty: 'possible' }
        : null),
    advice: [...firstAid, ...record.advice],
    followUp: raisedToEmergency ? [CALL_NOW, ...record.followUp] : record.followUp,
  };
}

export function buildReport(
  transcript: TranscriptTurn[] | string[],
  now: Date,
  sources: ReportSources = {},
): ConsultationReport {
  const record = sources.record ?? recordFromTranscript(transcript, now);
  return reportFromRecord(sources.triage ? withTriage(record, sources.triage) : record, now);
}
