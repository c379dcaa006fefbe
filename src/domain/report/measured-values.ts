// Readings the patient took and said, beyond the temperature: the report lists each beside what it measures
// ("pulse 128 a minute", "blood pressure 150/100"). What counts as a reading is the language module's
// (`readingsSaid`); how each is written is the report's.
import { READING_KINDS, readingsSaid, type ReadingKind, type ReadingValue } from '../language';
import type { RecordedSymptom } from './record';

const UNIT: Record<ReadingKind, string> = {
  pulse: ' a minute',
  'blood pressure': '',
  'blood sugar': ' mmol/L',
  'oxygen saturation': '%',
  'peak flow': ' L/min',
  ketones: ' mmol/L',
};

/** What each kind of reading is listed as: a measure, never the complaint itself. */
export const READING_LABELS: ReadonlySet<string> = new Set(READING_KINDS);

/** A patient's reply, and the question it answers ("Blood pressure?" "150 over 100."). */
export interface Reply {
  asked?: string;
  text: string;
}

const written = (kind: ReadingKind, { value, over }: ReadingValue) =>
  over === undefined ? `${value}${UNIT[kind]}` : `${value}/${over}`;

/** Each kind of reading the patient gave, with every value of it they said, in the order said. */
export function measuredValues(replies: readonly Reply[]): RecordedSymptom[] {
  const found = new Map<string, string[]>();
  for (const reply of replies)
    for (const reading of readingsSaid(reply.text, reply.asked)) {
      // Every value said of it, as the doctor reads them ("sats went from 96 to 89" is both); a usual value is not
      // a reading ("it's normally about 70").
      const values = found.get(reading.kind) ?? [];
      for (const said of reading.values.map((value) => written(reading.kind, value)))
        if (!values.includes(said)) values.push(said);
      found.set(reading.kind, values);
    }
  // "Lying down it was 142 over 80 … standing, 112 over 68": a series, in the order taken.
  return [...found].map(([label, values]) => ({ label, measured: values.join(' then ') }));
}
