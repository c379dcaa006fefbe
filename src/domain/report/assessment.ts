// The overall assessment: how complete and how certain the consultation's record is, out of 100.
// It scores the record the report was written from, not the patient's health, so a report that is missing
// what was said scores less. The rule is docs/decisions/002-report-assessment-score.md.
import type { ConsultationRecord } from './record';

export const assessmentCriteria = [
  {
    criterion: 'complaint',
    weight: 15,
    covers: 'the main complaint',
    counts: (r: ConsultationRecord) => r.symptoms.length > 0,
  },
  {
    criterion: 'onset',
    weight: 15,
    covers: 'when it started',
    counts: (r: ConsultationRecord) => r.onset !== null,
  },
  {
    criterion: 'severity',
    weight: 10,
    covers: 'how severe it is',
    counts: (r: ConsultationRecord) => r.severityStated,
  },
  {
    criterion: 'associatedSymptoms',
    weight: 10,
    covers: 'other symptoms, present or ruled out',
    counts: (r: ConsultationRecord) =>
      r.symptoms.length > 1 || (r.symptoms.length > 0 && r.denied.length > 0),
  },
  {
    criterion: 'history',
    weight: 15,
    covers: 'medical conditions, medicines and allergies',
    counts: (r: ConsultationRecord) => r.conditions !== null || r.medicines !== null || r.allergies !== null,
  },
  {
    criterion: 'impression',
    weight: 10,
    covers: 'what the doctor thought it is',
    counts: (r: ConsultationRecord) => r.impression !== null || r.redFlags.length > 0,
  },
  {
    criterion: 'advice',
    weight: 15,
    covers: 'advice on what to do',
    counts: (r: ConsultationRecord) => r.advice.length > 0,
  },
  {
    criterion: 'followUp',
    weight: 10,
    covers: 'follow-up and when to seek help sooner',
    counts: (r: ConsultationRecord) => r.followUp.length > 0,
  },
] as const;

export type AssessmentCriterion = (typeof assessmentCriteria)[number]['criterion'];

export const assessmentExplanation =
  'This score shows how complete the consultation was, not how healthy you are. ' +
  `It adds up points for each part of a careful consultation that this report holds: ${assessmentCriteria
    .map(({ covers, weight }) => `${covers} (${weight})`)
    .join(', ')}, out of 100 in all.`;

export function assessmentScore(record: ConsultationRecord): number {
  return assessmentCriteria.reduce((score, { weight, counts }) => score + (counts(record) ? weight : 0), 0);
}
