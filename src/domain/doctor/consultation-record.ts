// The built-in doctor's consultation as a record for the report, from the facts it holds rather than from the
// sentences it spoke: symptoms with their negation and measures, onset, history, and what it concluded and advised.
import {
  highestTemperature,
  withTemperature,
  type ConsultationRecord,
  type RecordedImpression,
  type RecordedSymptom,
} from '../report/record';
import { FOLLOW_UP_HEADING } from '../report/follow-up';
import { ownWordings } from '../report/patient-symptoms';
import { complaintById } from './complaints';
import { suspectedCondition } from './emergency-advice';
import { extractTemperature } from './extractors';
import { pictureOf, type ClinicalPicture } from './facts';
import type { IntakeState } from './intake';
import { analyse, capitalise, isQuestion, splitSentences } from '../language';
import { recordFromTranscript } from '../report/record-from-transcript';
import { findSymptomMentions } from '../symptoms';
import type { TranscriptTurn } from '../transcript';
import { moreUrgent, type Urgency } from './types';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) so many days before now. */
function dayBefore(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The highest temperature the patient said they measured. */
function measuredTemperature(patientTexts: readonly string[]): string | null {
  return highestTemperature(patientTexts.map((text) => extractTemperature(analyse(text))));
}

function symptomsOf(state: IntakeState, picture: ClinicalPicture): RecordedSymptom[] {
  const { facts } = state;
  const symptoms: RecordedSymptom[] = [...picture.symptoms].map((label) => ({ label }));
  const complaint = facts.complaint ? complaintById(facts.complaint) : null;
  // The complaint is the first thing on the list, even when no symptom word named it ("I burnt my hand").
  let main = symptoms.find((symptom) => complaint?.symptoms.includes(symptom.label));
  if (!main && complaint && complaint.id !== 'other') {
    main = { label: complaint.noun.replace(/^an? /, '') };
    symptoms.unshift(main);
  } else if (!main && facts.complaintLabel && !picture.symptoms.has(facts.complaintLabel)) {
    main = { label: facts.complaintLabel };
    symptoms.unshift(main);
  }
  main ??= symptoms[0];
  if (main && facts.severity !== null) main.severity = facts.severity;
  return withTemperature(
    inPatientsWords(symptoms, state.patientTexts),
    measuredTemperature(state.patientTexts),
    [...picture.denied],
  );
}

/**
 * Each symptom as the patient put it: "lump on arm ("red lump on my arm")" where the doctor's facts hold "lump". A
 * fever keeps its label, which the measured temperature is read against.
 */
function inPatientsWords(symptoms: RecordedSymptom[], patientTexts: readonly string[]): RecordedSymptom[] {
  const wordings = ownWordings(patientTexts);
  return symptoms.map((symptom) => {
    const own = wordings.get(symptom.label);
    if (!own) return symptom;
    const label = symptom.label === 'fever' ? symptom.label : own.wording;
    return own.told ? { ...symptom, label, told: own.told } : { ...symptom, label };
  });
}

/**
 * The patient's replies, each after the question it answered (the doctor's statements, its summary among them, left
 * out: the record is made from what the patient said, not from what the doctor said back).
 */
function repliesToQuestions(state: IntakeState): TranscriptTurn[] {
  return state.patientTexts.flatMap((text, index) => {
    const asked = splitSentences(state.answered[index] ?? '').filter(isQuestion);
    return [
      ...(asked.length ? [{ role: 'assistant' as const, text: asked.join(' ') }] : []),
      { role: 'user' as const, text },
    ];
  });
}

/** The vocabulary's label for a listed wording: "lump" for "lump on arm"; the wording itself when it names none. */
function labelOf(wording: string): string {
  return findSymptomMentions(wording.toLowerCase())[0]?.label ?? wording;
}

/**
 * The doctor's symptoms, then what else the patient told that the doctor's facts do not hold, read as a transcript's
 * reader reads the patient's replies: "a rash on my arm as well", a pulse, "the last lot was a horrible green colour".
 * Nothing the doctor's facts hold as denied; the rating stays with the complaint it was asked of.
 */
function withEverythingTold(state: IntakeState, symptoms: RecordedSymptom[], denied: ReadonlySet<string>) {
  const told = recordFromTranscript(repliesToQuestions(state), state.now);
  const listed = new Set(symptoms.map((symptom) => labelOf(symptom.label)));
  const more = told.symptoms
    .filter((symptom) => {
      const label = labelOf(symptom.label);
      return !listed.has(label) && !denied.has(label);
    })
    .map(({ severity: _rated, ...symptom }) => symptom);
  return [...symptoms, ...more];
}

function impressionOf(state: IntakeState): RecordedImpression | null {
  const [flag] = state.redFlags;
  if (flag) return { condition: suspectedCondition(flag.id), certainty: 'possible' };
  return state.given.impression ? { condition: state.given.impression, certainty: 'likely' } : null;
}

/**
 * The urgency on record. A consultation that ended before the doctor concluded (the patient hung up, the call was
 * lost) had not been through all its safety questions: it is never recorded as self-care.
 */
function recordedUrgency(state: IntakeState): Urgency | null {
  const concluded = state.given.followUp.length > 0 || state.phase === 'emergency';
  return concluded ? state.urgency : moreUrgent(state.urgency, 'routine');
}

export function recordOfIntake(state: IntakeState): ConsultationRecord {
  const { facts } = state;
  const picture = pictureOf(facts, state.patientTexts);
  return {
    symptoms: withEverythingTold(state, symptomsOf(state, picture), picture.denied),
    denied: [...picture.denied],
    onset: facts.onset
      ? {
          phrase: facts.onset.phrase,
          day: facts.onset.daysAgo === null ? null : dayBefore(state.now, facts.onset.daysAgo),
        }
      : null,
    severityStated: facts.severity !== null,
    conditions: facts.conditions,
    medicines: facts.medicines,
    allergies: facts.allergies,
    impression: impressionOf(state),
    advice: state.given.advice,
    followUp: state.given.followUp.map((line) => capitalise(line.replace(FOLLOW_UP_HEADING, ''))),
    urgency: recordedUrgency(state),
    redFlags: state.redFlags.map((flag) => flag.label),
  };
}
