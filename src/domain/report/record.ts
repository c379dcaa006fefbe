// What a consultation established, in one structured record: the single input of the report.
// Two readers write it: the built-in doctor from the facts it holds, and the transcript reader for any other
// doctor (a hosted assistant, a self-hosted model). The report is then written from the record alone.
import { celsiusOf } from '../doctor/extractors';
import type { Urgency } from '../doctor/types';

export interface RecordedSymptom {
  /** Plain words: "sore throat", "fever". */
  label: string;
  /** How bad, from 0 to 10, when the patient rated this symptom. */
  severity?: number;
  /** A measured value that goes with the symptom: "38.5 °C". */
  measured?: string;
  /** What makes it worse, as the record says it: "worse when bending over", "pain when chewing". */
  worse?: string[];
  /** The patient's own words for it, when they say more than the label: "horrible pain under my right ribs". */
  told?: string;
  /** Said in the patient's or the doctor's own words, for what the symptom vocabulary does not name. */
  asSaid?: boolean;
}

export interface RecordedOnset {
  /** As said: "since Saturday", "for three weeks". */
  phrase: string;
  /** The calendar day it began (YYYY-MM-DD), when the words name or imply one. */
  day: string | null;
  /** The day was counted back from a span ("for two weeks"), so it is about then, not exactly. */
  approximate?: boolean;
}

export interface RecordedImpression {
  /** What the doctor thought it is: "tonsillitis", "a heart attack". */
  condition: string;
  /** "likely" when the doctor said it most likely is; "possible" when they said it could be. */
  certainty: 'likely' | 'possible';
}

export interface ConsultationRecord {
  /** The symptoms the patient has, in the order first said; denied ones never appear here. */
  symptoms: RecordedSymptom[];
  /** Symptoms the patient said they do not have. */
  denied: string[];
  onset: RecordedOnset | null;
  /** Whether the patient said how bad it is, in a number or in words. */
  severityStated: boolean;
  /** null: never spoken of; []: none. */
  conditions: string[] | null;
  medicines: string[] | null;
  allergies: string[] | null;
  impression: RecordedImpression | null;
  /** What the doctor advised doing now, as sentences. */
  advice: string[];
  /** Whom to see and how soon, and when to seek help sooner, as sentences. */
  followUp: string[];
  urgency: Urgency | null;
  /** The warning signs recognised, in plain words. */
  redFlags: string[];
}

export const EMPTY_RECORD: ConsultationRecord = {
  symptoms: [],
  denied: [],
  onset: null,
  severityStated: false,
  conditions: null,
  medicines: null,
  allergies: null,
  impression: null,
  advice: [],
  followUp: [],
  urgency: null,
  redFlags: [],
};

/** From this temperature up, a measured reading is a fever even if the patient never used the word. */
const FEVER_FROM_CELSIUS = 37.8;

/** A reading this high is a fever whatever the patient called it. */
const FEVER_EVEN_IF_DENIED = 38;

/**
 * The measured temperature goes with the fever, or is one: whichever reader found it, it lands the same way. A
 * reading below a fever is the temperature it is ("temperature 37.4 °C"), never a fever, even where "her temperature
 * was 37.4" read as one; a patient who denied a fever keeps it denied unless the reading itself is one ("no fever, it
 * said 37.9").
 */
export function withTemperature(
  symptoms: RecordedSymptom[],
  temperature: string | null,
  denied: readonly string[] = [],
): RecordedSymptom[] {
  if (!temperature) return symptoms;
  const celsius = celsiusOf(temperature);
  if (denied.includes('fever') && celsius < FEVER_EVEN_IF_DENIED) return symptoms;
  const fever = symptoms.find((symptom) => /(?<!\bhay )\b(?:fever|temperature)\b/.test(symptom.label));
  if (!fever)
    return celsius >= FEVER_FROM_CELSIUS
      ? [...symptoms, { label: 'fever', measured: temperature }]
      : symptoms;
  const reading: RecordedSymptom =
    celsius >= FEVER_FROM_CELSIUS
      ? { ...fever, measured: temperature }
      : { ...fever, label: 'temperature', measured: temperature };
  return symptoms.map((symptom) => (symptom === fever ? reading : symptom));
}

/** The highest of several temperatures said. */
export function highestTemperature(readings: readonly (string | null)[]): string | null {
  const said = readings.filter((reading): reading is string => reading !== null);
  return said.sort((a, b) => celsiusOf(b) - celsiusOf(a))[0] ?? null;
}
