// Readings the patient took and said, beyond the temperature: "my pulse is 128", "blood pressure 150 over 100",
// "sugar was 2.8", "sats 94%", "ketones 3.4". The report lists each beside what it measures.
import { splitSentences } from '../language';
import type { RecordedSymptom } from './record';

interface Reading {
  label: string;
  /** Where in a sentence the reading is named: it counts only in a sentence that names it. */
  named: RegExp;
  /** The value, in the first group (and the second, for a pressure). */
  value: RegExp;
  /** Whether a value read is a plausible reading of this kind. */
  plausible: (value: number) => boolean;
  unit: string;
}

const READINGS: Reading[] = [
  {
    label: 'pulse',
    named: /\b(?:pulse(?! ?ox)|heart ?rate|heart ?beat|bpm|beats (?:a|per) minute|(?:smart)?watch)\b/,
    value:
      /(?<!\b(?:at|aged?|i'm|im|she's|he's|shes|hes|she is|he is|i am) )\b(\d{2,3})\b(?!\.\d|\s*(?:\/|over|%|years?|mins?|minutes?|hours?|days?|weeks?|kg|°|degrees?|o'?clock|am|pm))/,
    plausible: (bpm) => bpm >= 30 && bpm <= 250,
    unit: ' a minute',
  },
  {
    label: 'blood pressure',
    named: /\b(?:blood pressure|bp)\b/,
    value: /\b(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})\b/,
    plausible: (systolic) => systolic >= 50 && systolic <= 260,
    unit: '',
  },
  {
    label: 'blood sugar',
    named: /\b(?:blood sugars?|sugars?|glucose|bm)\b/,
    // Not "type 2", an age, a time or a dose.
    value:
      /(?<!\b(?:type|at|aged?|i'm|im|she's|he's|shes|hes|she is|he is|i am) )\b(\d{1,2}(?:\.\d)?)\b(?!\s*(?:\/|over|%|years?|mins?|minutes?|hours?|days?|weeks?|times|units?|o'?clock|am|pm))/,
    plausible: (mmol) => mmol > 0 && mmol <= 40,
    unit: ' mmol/L',
  },
  {
    label: 'oxygen saturation',
    named: /\b(?:oxygen|sats|saturations?|o2|oximeter|pulse ox\w*)\b/,
    value: /\b(\d{2,3})\s*(?:%|percent|per cent)?(?!\s*(?:\/|over))/,
    plausible: (percent) => percent >= 50 && percent <= 100,
    unit: '%',
  },
  {
    label: 'peak flow',
    named: /\bpeak flow\b/,
    value: /\b(\d{2,3})\b/,
    plausible: (litres) => litres >= 50 && litres <= 900,
    unit: ' L/min',
  },
  {
    label: 'ketones',
    named: /\bketones?\b/,
    value: /\b(\d{1,2}(?:\.\d)?)\b/,
    plausible: (mmol) => mmol >= 0 && mmol <= 15,
    unit: ' mmol/L',
  },
];

/** What each kind of reading is listed as: a measure, never the complaint itself. */
export const READING_LABELS: ReadonlySet<string> = new Set(READINGS.map((reading) => reading.label));

const RIGHT_BEFORE = /\b(\d{2,3}(?:\.\d)?)\s*$/;
const NAMES_A_READING = new RegExp(
  [...READINGS.map((reading) => reading.named.source), '\\b(?:temperature|temp|thermometer)\\b'].join('|'),
);

/** A patient's reply, and the question it answers ("Blood pressure?" "150 over 100."). */
export interface Reply {
  asked?: string;
  text: string;
}

/** Each kind of reading the patient gave, with every value of it they said, in the order said. */
export function measuredValues(replies: readonly Reply[]): RecordedSymptom[] {
  const found = new Map<string, string[]>();
  const take = (reading: Reading, value: RegExpExecArray | null) => {
    if (!value || !reading.plausible(Number(value[1]))) return;
    const values = found.get(reading.label) ?? [];
    const said = value[2] ? `${value[1]}/${value[2]}` : `${value[1]}${reading.unit}`;
    if (!values.includes(said)) found.set(reading.label, [...values, said]);
  };
  for (const reply of replies) {
    // Every reading is said in figures: a reply without one holds none.
    if (!/\d/.test(reply.text)) continue;
    const asked = reply.asked?.toLowerCase() ?? '';
    for (const sentence of splitSentences(reply.text.toLowerCase())) {
      for (const reading of READINGS) {
        const named = reading.named.exec(sentence);
        if (named)
          // The value after the name ("pulse is 128"), else right before it ("128 beats a minute").
          take(
            reading,
            reading.value.exec(sentence.slice(named.index)) ??
              RIGHT_BEFORE.exec(sentence.slice(0, named.index)),
          );
        // "Oxygen reading?" "It says 94.": named by the question the reply answers.
        else if (reading.named.test(asked) && !NAMES_A_READING.test(sentence))
          take(reading, reading.value.exec(sentence));
      }
    }
  }
  // "Lying down it was 142 over 80 … standing, 112 over 68": a series, in the order taken.
  return [...found].map(([label, values]) => ({ label, measured: values.join(' then ') }));
}
