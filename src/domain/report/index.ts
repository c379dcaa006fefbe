export { buildReport } from './build-report';
export { reportFromRecord } from './report-from-record';
export { recordFromTranscript } from './record-from-transcript';
export type { ConsultationRecord, RecordedSymptom, RecordedOnset, RecordedImpression } from './record';
export { consultationReportSchema, type ConsultationReport } from './schema';
export { assessmentCriteria, assessmentExplanation } from './assessment';
