// The record of a consultation held by any doctor other than the built-in one (a hosted assistant, a self-hosted
// model), read from its transcript with the doctor's language module: the patient's symptoms with their negation
// and measures, when it started, their medicines and allergies, and what the doctor concluded and advised.
import { extractAllergies, extractHistory, extractSeverity, extractTemperature } from '../doctor/extractors';
import { analyse } from '../doctor/language';
import { suspectedCondition } from '../doctor/emergency-advice';
import { detectRedFlags } from '../doctor/red-flags';
import type { RedFlag } from '../doctor/types';
import type { TranscriptTurn } from '../transcript';
import { type Consultation, doctorStatements, precedingDoctorTurn, readConsultation } from './consultation';
import { distinctSentences, doctorGuidance } from './doctor-guidance';
import { followUpOf } from './follow-up';
import { onsetOf } from './onset';
import { patientSymptoms } from './patient-symptoms';
import { doctorsImpression } from './primary-issue';
import type { ConsultationRecord, RecordedImpression, RecordedSymptom } from './record';

const ASKS_SEVERITY =
  /\b(?:how (?:bad|severe|strong|intense|painful)|scale|out of (?:10|ten)|rate (?:it|the))\b/i;
const ASKS_TEMPERATURE = /\b(?:temperature|temp|thermometer|fever)\b/i;
const ASKS_MEDICINES = /\b(?:medicines?|medications?|meds|tablets|taking anything|take anything|regular)\b/i;
const ASKS_ALLERGIES = /\ballerg/i;
const ASKS_CONDITIONS = /\b(?:conditions?|health problems|medical history|illnesses)\b/i;
const SEVERITY_WORDS =
  /\b(?:\d+ ?(?:out of|over|\/) ?(?:10|ten)|mild|mildly|moderate|severe|excruciating|unbearable|agony|agonising|agonizing|worst|terrible|awful|horrendous|(?:really|very|so|quite|pretty) bad|not (?:too|that) bad|bearable|manageable)\b/i;
const FEVER = 'fever';
const FEVER_FROM_CELSIUS = 37.8;

interface PatientTurnReading {
  severity: number | null;
  severityStated: boolean;
  temperature: string | null;
  conditions: string[] | null;
  medicines: string[] | null;
  allergies: string[] | null;
}

function readPatientTurn(consultation: Consultation, index: number): PatientTurnReading {
  const a = analyse(consultation.turns[index]!.text);
  const asked = precedingDoctorTurn(consultation, index)?.text ?? '';
  const severity = extractSeverity(a, ASKS_SEVERITY.test(asked));
  // A bare "no" answers only what was asked: medicines, or long-term conditions.
  const { medicines } = extractHistory(a, ASKS_MEDICINES.test(asked));
  const { conditions } = extractHistory(a, ASKS_CONDITIONS.test(asked));
  return {
    severity,
    severityStated: severity !== null || SEVERITY_WORDS.test(a.text),
    temperature: extractTemperature(a, ASKS_TEMPERATURE.test(asked)),
    conditions,
    medicines,
    allergies: extractAllergies(a, ASKS_ALLERGIES.test(asked)),
  };
}

/** Lists said across turns: any item named anywhere counts, and a "none" counts only when nothing was named. */
function merged(lists: (string[] | null)[]): string[] | null {
  const said = lists.filter((list): list is string[] => list !== null);
  if (said.length === 0) return null;
  return [...new Set(said.flat())];
}

function celsiusOf(spoken: string): number {
  const value = parseFloat(spoken);
  return spoken.endsWith('F') ? ((value - 32) * 5) / 9 : value;
}

/** The symptoms with the patient's rating on the first (the complaint) and the measured temperature on fever. */
function withMeasures(
  labels: string[],
  severity: number | null,
  temperature: string | null,
): RecordedSymptom[] {
  const symptoms: RecordedSymptom[] = labels.map((label) => ({ label }));
  if (severity !== null && symptoms[0]) symptoms[0].severity = severity;
  if (temperature) {
    const fever = symptoms.find((symptom) =>
      /\b(?:fever|temperature|high temperature)\b/.test(symptom.label),
    );
    if (fever) fever.measured = temperature;
    else if (celsiusOf(temperature) >= FEVER_FROM_CELSIUS)
      symptoms.push({ label: FEVER, measured: temperature });
  }
  return symptoms;
}

/** Warning signs in what the patient said, each read with the turns before it. */
function redFlagsSaid(consultation: Consultation): RedFlag[] {
  const flags = new Map<string, RedFlag>();
  const earlier: string[] = [];
  consultation.turns.forEach((turn, index) => {
    if (turn.role !== 'user') return;
    const lastAssistantText = precedingDoctorTurn(consultation, index)?.text;
    for (const flag of detectRedFlags(turn.text, {
      lastAssistantText,
      recentPatientTexts: earlier.slice(-6),
    }))
      flags.set(flag.id, flag);
    earlier.push(turn.text);
  });
  return [...flags.values()];
}

/** What a warning sign may mean, when the doctor named nothing more definite. */
export function suspectedFrom(flagIds: readonly string[]): RecordedImpression | null {
  const [first] = flagIds;
  return first ? { condition: suspectedCondition(first), certainty: 'possible' } : null;
}

export function recordFromTranscript(transcript: TranscriptTurn[] | string[], now: Date): ConsultationRecord {
  const consultation = readConsultation(transcript);
  const symptoms = patientSymptoms(consultation);
  const readings = consultation.turns.flatMap((turn, index) =>
    turn.role === 'user' ? [readPatientTurn(consultation, index)] : [],
  );
  // The latest rating wins: a patient who corrects "a six, no, more like an eight" means eight.
  const severity = readings.findLast((reading) => reading.severity !== null)?.severity ?? null;
  const temperature = readings.findLast((reading) => reading.temperature !== null)?.temperature ?? null;
  const guidance = doctorGuidance(consultation);
  const followUp = followUpOf(guidance.followUp);
  const redFlags = redFlagsSaid(consultation);
  const impression = doctorsImpression(doctorStatements(consultation)) ?? null;
  return {
    symptoms: withMeasures(symptoms.present, severity, temperature),
    denied: symptoms.denied,
    onset: onsetOf(consultation, now),
    severityStated: readings.some((reading) => reading.severityStated),
    conditions: merged(readings.map((reading) => reading.conditions)),
    medicines: merged(readings.map((reading) => reading.medicines)),
    allergies: merged(readings.map((reading) => reading.allergies)),
    impression:
      impression ?? (followUp.urgency === 'emergency' ? suspectedFrom(redFlags.map((f) => f.id)) : null),
    advice: distinctSentences(guidance.advice),
    followUp: followUp.sentences,
    urgency: followUp.urgency,
    redFlags: redFlags.map((flag) => flag.label),
  };
}
