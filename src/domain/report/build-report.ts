// The report of a consultation. The built-in doctor hands over its record; for any other doctor the record is
// read from the transcript. Either way the urgency and warning signs the safety guard found are carried over,
// and the one report author writes the result.
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

export function buildReport(
  transcript: TranscriptTurn[] | string[],
  now: Date,
  sources: ReportSources = {},
): ConsultationReport {
  const record = sources.record ?? recordFromTranscript(transcript, now);
  const { triage } = sources;
  if (!triage) return reportFromRecord(record, now);
  const flags = triage.redFlags.map((flag) => flag.label);
  return reportFromRecord(
    {
      ...record,
      urgency: moreUrgent(record.urgency, triage.urgency),
      redFlags: [...new Set([...record.redFlags, ...flags])],
    },
    now,
  );
}
