// The overall assessment: how completely the consultation covered a standard history and plan, out of 100.
// It scores the consultation, not the patient's health. The rule is docs/decisions/002-report-assessment-score.md.
import { type Consultation, precedingDoctorTurn } from './consultation';

export const assessmentCriteria = [
  { criterion: 'complaint', weight: 20, covers: 'the main complaint' },
  { criterion: 'onset', weight: 15, covers: 'when it started' },
  { criterion: 'severity', weight: 10, covers: 'how severe it is' },
  { criterion: 'associatedSymptoms', weight: 15, covers: 'other symptoms, present or ruled out' },
  { criterion: 'history', weight: 15, covers: 'medical conditions, medicines and allergies' },
  { criterion: 'advice', weight: 15, covers: 'advice on what to do' },
  { criterion: 'followUp', weight: 10, covers: 'follow-up and when to seek help sooner' },
] as const;

export type AssessmentCriterion = (typeof assessmentCriteria)[number]['criterion'];
export type ConsultationCoverage = Record<AssessmentCriterion, boolean>;

export const assessmentExplanation =
  'This score shows how complete the consultation was, not how healthy you are. ' +
  `It adds up points for each part a careful consultation covers: ${assessmentCriteria
    .map(({ covers, weight }) => `${covers} (${weight})`)
    .join(', ')}, out of 100 in all.`;

const SEVERITY =
  /\b(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:out of|over) (?:10|ten)|\d+\/10|mild|mildly|moderate|severe|excruciating|unbearable|agony|agonising|agonizing|worst|terrible|awful|horrendous|(?:really|very|so|quite|pretty) bad|not (?:too|that) bad|bearable|manageable|killing me)\b/i;
const ASKS_SEVERITY = /\b(?:how (?:bad|severe|strong|intense|painful)|scale|out of (?:10|ten)|rate it)\b/i;
const ANSWERS_WITH_NUMBER = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;
const HISTORY =
  /\b(?:allerg\w*|medications?|medicines?|tablets|pills|inhalers?|prescri\w*|(?:medical|health) (?:conditions?|problems?|history)|conditions?|asthma|diabetes|diabetic|blood pressure|hypertension|heart (?:condition|disease|problems?)|epilepsy|pregnan\w*|operations?|surgery|contracepti\w*|taking)\b/i;

export interface ReportFindings {
  symptoms: string[];
  deniedSymptoms: boolean;
  onsetFound: boolean;
  adviceFound: boolean;
  followUpFound: boolean;
}

/** A topic is covered when the patient spoke of it, or answered the doctor's question about it. */
function covered(consultation: Consultation, topic: RegExp, answerMustMatch = /\S/): boolean {
  return consultation.turns.some(
    (turn, index) =>
      turn.role === 'user' &&
      (topic.test(turn.text) ||
        (topic.test(precedingDoctorTurn(consultation, index)?.text ?? '') &&
          answerMustMatch.test(turn.text))),
  );
}

export function consultationCoverage(
  consultation: Consultation,
  findings: ReportFindings,
): ConsultationCoverage {
  return {
    complaint: findings.symptoms.length > 0,
    onset: findings.onsetFound,
    severity: covered(consultation, SEVERITY) || covered(consultation, ASKS_SEVERITY, ANSWERS_WITH_NUMBER),
    associatedSymptoms:
      findings.symptoms.length > 1 || (findings.symptoms.length > 0 && findings.deniedSymptoms),
    history: covered(consultation, HISTORY),
    advice: findings.adviceFound,
    followUp: findings.followUpFound,
  };
}

export function assessmentScore(coverage: ConsultationCoverage): number {
  return assessmentCriteria.reduce(
    (score, { criterion, weight }) => score + (coverage[criterion] ? weight : 0),
    0,
  );
}
