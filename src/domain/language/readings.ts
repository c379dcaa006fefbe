// Readings a patient took and said, beyond the temperature: "my pulse is 128", "blood pressure 150 over 100",
// "sugar was 2.8", "sats went from 96 to 89", "ketones 3.4", "my watch says thirty-six". One table, read the same
// way for the doctor (a pulse under 40, oxygen of 92% or less) and for the report (each listed beside what it
// measures).
import { numberOf } from './numbers';
import { splitSentences } from './sentences';

export const READING_KINDS = [
  'pulse',
  'blood pressure',
  'blood sugar',
  'oxygen saturation',
  'peak flow',
  'ketones',
] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

interface ReadingDefinition {
  kind: ReadingKind;
  /** Words that name the reading: a value counts after its name, or in a reply to a question that names it. */
  named: RegExp;
  /** A device that shows this reading among others ("my watch says 36"): a value it names is marked `byDevice`. */
  device?: RegExp;
  /** Whether a value is a plausible reading of this kind. */
  plausible: (value: number) => boolean;
  /** A pressure is two numbers, "150 over 100". */
  pair?: true;
  /** Values with a decimal point ("2.8"). */
  decimal?: true;
}

const READINGS: readonly ReadingDefinition[] = [
  {
    kind: 'pulse',
    named: /\b(?:pulse(?! ?ox)|heart ?rate|heart ?beat|bpm|beats (?:a|per) minute)\b|(?<!\d ?)\bhr\b/,
    device: /\b(?:(?:smart)?watch|fitbit|heart rate monitor)\b/,
    plausible: (bpm) => bpm >= 20 && bpm <= 250,
  },
  {
    kind: 'blood pressure',
    named: /\b(?:blood pressure|bp)\b/,
    plausible: (systolic) => systolic >= 50 && systolic <= 260,
    pair: true,
  },
  {
    kind: 'blood sugar',
    named: /\b(?:blood sugars?|sugars?|glucose|bm)\b/,
    plausible: (mmol) => mmol > 0 && mmol <= 40,
    decimal: true,
  },
  {
    kind: 'oxygen saturation',
    named: /\b(?:oxygen|sats|saturations?|spo2|o2|oximeter|pulse ox\w*)\b/,
    plausible: (percent) => percent >= 50 && percent <= 100,
  },
  {
    kind: 'peak flow',
    named: /\bpeak flow\b/,
    plausible: (litres) => litres >= 50 && litres <= 900,
  },
  {
    kind: 'ketones',
    named: /\bketones?\b/,
    plausible: (mmol) => mmol >= 0 && mmol <= 15,
    decimal: true,
  },
];

/** A reading said, and the second number of a pressure. */
export interface ReadingValue {
  value: number;
  over?: number;
}

export interface ReadingSaid {
  kind: ReadingKind;
  /** Every value said of it, in the order said ("from 96 to 89"). */
  values: ReadingValue[];
  /** Named only by the device that showed it ("my watch says 36"). */
  byDevice: boolean;
}

const DIGIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
const TENS = `(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]${DIGIT_WORD})?`;
const TEENS = '(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';
const UNDER_A_HUNDRED = `(?:${TENS}|${TEENS}|${DIGIT_WORD})`;
/**
 * A number as said: digits, tens in words ("thirty-eight"), hundreds said as two numbers ("one twenty"), or in full
 * ("a hundred and thirty").
 */
const SAID_NUMBER = `(?:\\d{1,3}(?:\\.\\d)?|(?:a|one) hundred(?: and ${UNDER_A_HUNDRED})?|${DIGIT_WORD}[- ](?:hundred(?: and)? )?${TENS}|${TENS})`;

/** The value of a SAID_NUMBER: "one twenty" is 120, "four fifty" 450. */
function saidValue(said: string): number | null {
  const hundred = /^(?:a|one) hundred(?: and (.+))?$/.exec(said);
  if (hundred) {
    const rest = hundred[1] === undefined ? 0 : numberOf(hundred[1]);
    return rest === null ? null : 100 + rest;
  }
  const hundreds = new RegExp(`^(${DIGIT_WORD})[- ](?:hundred(?: and)? )?(.+)$`).exec(said);
  if (hundreds) {
    const [digit, rest] = [numberOf(hundreds[1]!), numberOf(hundreds[2]!)];
    return digit === null || rest === null ? null : digit * 100 + rest;
  }
  return numberOf(said);
}

/** What makes a number something other than a reading: a time, an age, a count, a dose, a temperature. */
const NOT_A_READING_AFTER =
  "(?!\\.\\d|\\s*(?:%\\s*(?:of|chance)|years?|yrs?|mins?|minutes?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|kg|stone|°|degrees?|o'?clock|am|pm|steps|times|units?|mg|litres?|liters?|off[- ]peak|miles?|percent chance))";
// A usual value is not a reading ("it's normally 97"), nor the tail of "a hundred and thirty".
const NOT_A_READING_BEFORE =
  "(?<!\\b(?:type|aged?|i'm|im|she's|he's|shes|hes|she is|he is|i am|isn't|not|wasn't|never|number|for|for about|normally|usually|usual|normal|normal for me is|(?:normally|usually) (?:about|around)|hundred|hundred and|(?:son|daughter|husband|wife|mum|dad|he|she) is|(?:son|daughter|husband|wife|mum|dad)'s) )";
/** "at 8": a time, for a reading that could be as small as that (a sugar, ketones). */
const NOT_AFTER_AT = /\bat\s*$/;
const VALUE = new RegExp(
  `${NOT_A_READING_BEFORE}\\b(${SAID_NUMBER})\\b(?:\\s*(?:/|over)\\s*(${SAID_NUMBER})\\b)?${NOT_A_READING_AFTER}`,
  'g',
);
/** The number right before a name: "128 beats a minute", "88% oxygen". */
const RIGHT_BEFORE = new RegExp(`\\b(${SAID_NUMBER})(?:\\s*%)?\\s*(?:on (?:the|my|his|her) )?$`);
/** "88% oxygen" read, "on 60% oxygen" or "gave him 60% oxygen" (oxygen given) not. */
const OXYGEN_READ_FIRST =
  /(?<!\b(?:on|gave|given|giving|having|had|at|him|her|me|them|us) )\b\d{2,3}\s*%\s*$/;
/** A temperature is read elsewhere (the report's fever); a sentence naming it names no other reading. */
const TEMPERATURE = /\b(?:temperature|temp|thermometer)\b/;
/** Where what is said of one reading ends: another reading, a temperature, or who the patient is. */
const NEXT_SUBJECT = new RegExp(
  [
    ...READINGS.flatMap((r) => [r.named.source, ...(r.device ? [r.device.source] : [])]),
    TEMPERATURE.source,
    "\\b(?:i'm|im|aged|years?|breathing|resp\\w*|my (?:son|daughter|husband|wife|mum|dad|partner))\\b",
  ].join('|'),
);
/** How far after its name a reading is still being spoken of. */
const REACH = 60;

function valuesIn(reading: ReadingDefinition, segment: string): ReadingValue[] {
  const values: ReadingValue[] = [];
  for (const m of segment.matchAll(VALUE)) {
    const value = saidValue(m[1]!);
    if (value === null || !reading.plausible(value)) continue;
    if (reading.decimal && NOT_AFTER_AT.test(segment.slice(0, m.index))) continue;
    if (reading.kind !== 'oxygen saturation' && /^\s*%/.test(segment.slice(m.index + m[0].length))) continue;
    if (!reading.decimal && !Number.isInteger(value)) continue;
    if (reading.pair) {
      const over = m[2] ? saidValue(m[2]) : null;
      if (over !== null) values.push({ value, over });
    } else if (!m[2]) values.push({ value });
  }
  return values;
}

/** The stretch after a name that speaks of that reading: up to the next reading named, within a short reach. */
function spokenOf(sentence: string, from: number): string {
  const after = sentence.slice(from, from + REACH);
  const next = NEXT_SUBJECT.exec(after);
  return next ? after.slice(0, next.index) : after;
}

/**
 * Each reading named in the text, with the values said of it; `asked` is the question a reply answers, which names
 * the reading a bare value is of ("Oxygen reading?" "It says 94.").
 */
export function readingsSaid(text: string, asked?: string): readonly ReadingSaid[] {
  // The doctor reads the same turn for more than one sign (a slow pulse, low oxygen): the last few are kept.
  const key = `${asked ?? ''}\n${text}`;
  const known = recentlyRead.get(key);
  if (known) return known;
  const found = readOnce(text, asked);
  if (recentlyRead.size >= READ_KEPT) recentlyRead.delete(recentlyRead.keys().next().value!);
  recentlyRead.set(key, found);
  return found;
}

const recentlyRead = new Map<string, readonly ReadingSaid[]>();
const READ_KEPT = 32;
/** Each reading's names, as patterns that find every occurrence in a sentence. */
const EVERYWHERE = new Map(
  READINGS.map((r) => [
    r,
    { named: new RegExp(r.named.source, 'g'), device: r.device && new RegExp(r.device.source, 'g') },
  ]),
);

function readOnce(text: string, asked: string | undefined): ReadingSaid[] {
  const found: ReadingSaid[] = [];
  const askedFor = asked ? READINGS.filter((r) => r.named.test(asked.toLowerCase())) : [];
  for (const sentence of splitSentences(text.toLowerCase())) {
    if (!/\d|ty\b|ty[- ]/.test(sentence)) continue;
    // "What was his pulse?" "Temperature 37.8.": a sentence that names a reading speaks of that one.
    let namedHere = TEMPERATURE.test(sentence);
    for (const reading of READINGS) {
      const { named, device } = EVERYWHERE.get(reading)!;
      const names = [
        ...[...sentence.matchAll(named)].map((m) => ({ m, byDevice: false })),
        ...(device ? [...sentence.matchAll(device)].map((m) => ({ m, byDevice: true })) : []),
      ].sort((a, b) => a.m.index - b.m.index);
      for (const { m, byDevice } of names) {
        namedHere = true;
        let values = valuesIn(reading, spokenOf(sentence, m.index + m[0].length));
        // "128 beats a minute", "88% oxygen": a number first; not oxygen given ("on 60% oxygen").
        const said = sentence.slice(0, m.index);
        if (values.length === 0 && (reading.kind === 'pulse' || OXYGEN_READ_FIRST.test(said))) {
          const before = RIGHT_BEFORE.exec(said);
          if (before) values = valuesIn(reading, before[1]!);
        }
        if (values.length > 0) found.push({ kind: reading.kind, values, byDevice });
      }
    }
    if (!namedHere)
      for (const reading of askedFor) {
        const values = valuesIn(reading, sentence);
        if (values.length > 0) found.push({ kind: reading.kind, values, byDevice: false });
      }
  }
  return found;
}
