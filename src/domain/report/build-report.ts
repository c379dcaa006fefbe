// Builds the spec's Medical Consultation Report from a transcript, whoever the doctor was (the built-in
// intake or a hosted LLM) and however the patient's words were captured (typed or speech recognition).
import { reportDefaults } from '../spec-texts';
import type { TranscriptTurn } from '../transcript';
import { assessmentScore, consultationCoverage } from './assessment';
import { doctorStatements, readConsultation } from './consultation';
import { doctorGuidance } from './doctor-guidance';
import { followUpRecommendation } from './follow-up';
import { timeOfOnset } from './onset';
import { patientSymptoms } from './patient-symptoms';
import { prescribedSolution } from './prescribed-solution';
import { primaryIssue } from './primary-issue';
import type { ConsultationReport } from './schema';

export function buildReport(transcript: TranscriptTurn[] | string[], now: Date): ConsultationReport {
  const consultation = readConsultation(transcript);
  const symptoms = patientSymptoms(consultation);
  const guidance = doctorGuidance(consultation);
  const report = {
    symptoms: symptoms.present.join(', ') || reportDefaults.symptoms,
    issue: primaryIssue(doctorStatements(consultation), symptoms.present),
    timeOfInjury: timeOfOnset(consultation, now),
    prescribedSolution: prescribedSolution(guidance.advice),
    followUpRecommendation: followUpRecommendation(guidance.followUp),
  };
  const coverage = consultationCoverage(consultation, {
    symptoms: symptoms.present,
    deniedSymptoms: symptoms.deniedAny,
    onsetFound: report.timeOfInjury !== reportDefaults.timeOfInjury,
    adviceFound: guidance.advice.length > 0,
    followUpFound: guidance.followUp.length > 0,
  });
  return { ...report, overallAssessment: assessmentScore(coverage), date: now.toISOString() };
}
