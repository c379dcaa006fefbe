// Scoring a report against its case's facets. A wording matches a section when each of its words (ignoring a
// few small words) is in the section, a plural, "-ing", "-ed" or "-ness" form counting as the word.
import { reportDefaults } from '../../domain/spec-texts';
import type { ConsultationReport } from '../../domain/report';
import { spokenDay, symptomItems } from '../../domain/report/report-from-record';
import type { Alternatives, ReportCase } from './report-corpus';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'in',
  'on',
  'my',
  'your',
  'and',
  'or',
  'with',
  'for',
]);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\ba\s*(?:&|and)\s*e\b/g, 'a&e')
    .replace(/[^a-z0-9&/.°]+/g, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * "eyes" and "eye", "raised" and "raise", "shortness" and "short", "drowsiness" and "drowsy", "itching" and "itch",
 * "swollen" and "swelling" count as one word.
 */
/** Participles that are the word: "swollen" is "swell"; "bitten" is "bite". */
const IRREGULAR = new Map([
  ['swollen', 'swell'],
  ['bitten', 'bite'],
]);
const stem = (word: string) =>
  (IRREGULAR.get(word) ?? word)
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})iness$/, 'y')
    .replace(/(?<=[a-z]{3})ness$/, '')
    .replace(/(?<=[a-z]{3})(?:ing|ed|es|s|e)$/, '');

function hasWord(sectionWords: string[], word: string): boolean {
  return sectionWords.some((w) => w === word || (word.length > 2 && stem(w) === stem(word)));
}

export function mentions(section: string, wordings: Alternatives): boolean {
  const sectionWords = wordsOf(section);
  return wordings.some((wording) => {
    const needed = wordsOf(wording).filter((w) => !SMALL_WORDS.has(w));
    return needed.length > 0 && needed.every((w) => hasWord(sectionWords, w));
  });
}

export interface Tally {
  hit: number;
  of: number;
  misses: string[];
}

const tally = (): Tally => ({ hit: 0, of: 0, misses: [] });

export interface ReportScores {
  symptoms: Tally;
  negation: Tally;
  measures: Tally;
  onset: Tally;
  advice: Tally;
  followUp: Tally;
  primary: Tally;
  urgency: Tally;
}

export const FACETS = [
  ['symptoms', 'symptoms listed'],
  ['negation', 'denied symptoms kept out'],
  ['onset', 'onset'],
  ['advice', 'advice'],
  ['followUp', 'follow-up'],
  ['measures', 'measures with their symptom'],
  ['primary', 'primary issue'],
  ['urgency', 'urgency'],
] as const satisfies readonly (readonly [keyof ReportScores, string])[];

export function emptyScores(): ReportScores {
  return {
    symptoms: tally(),
    negation: tally(),
    measures: tally(),
    onset: tally(),
    advice: tally(),
    followUp: tally(),
    primary: tally(),
    urgency: tally(),
  };
}

function count(t: Tally, ok: boolean, miss: string) {
  t.of += 1;
  if (ok) t.hit += 1;
  else t.misses.push(miss);
}

/** Adds one case's report to the scores. */
/**
 * A symptom counts when one listed item holds all its words: "swollen face" is not "swollen tooth, facial pain".
 * Items are separated by commas; a measure in brackets stays with its item.
 */
function mentionedInOneItem(symptoms: string, wordings: Alternatives): boolean {
  return symptomItems(symptoms).some((item) => mentions(item, wordings));
}

export function scoreReport(scores: ReportScores, c: ReportCase, report: ConsultationReport): void {
  const label = (wordings: Alternatives) => wordings[0] ?? '?';
  for (const item of c.symptoms)
    count(
      scores.symptoms,
      mentionedInOneItem(report.symptoms, item),
      `${c.id}: "${label(item)}" not in "${report.symptoms}"`,
    );
  for (const item of c.denied)
    count(
      scores.negation,
      !mentionedInOneItem(report.symptoms, item),
      `${c.id}: denied "${label(item)}" listed in "${report.symptoms}"`,
    );
  for (const value of c.measures)
    count(scores.measures, report.symptoms.includes(value), `${c.id}: ${value} not in "${report.symptoms}"`);
  const onsetOk =
    c.onset.kind === 'none'
      ? report.timeOfInjury === reportDefaults.timeOfInjury
      : c.onset.kind === 'day'
        ? report.timeOfInjury.includes(spokenDay(c.onset.day))
        : mentions(report.timeOfInjury, c.onset.words);
  const expected =
    c.onset.kind === 'day'
      ? spokenDay(c.onset.day)
      : c.onset.kind === 'words'
        ? label(c.onset.words)
        : 'none';
  count(scores.onset, onsetOk, `${c.id}: expected ${expected}, got "${report.timeOfInjury}"`);
  // Advice is what the doctor told the patient to do; either part of the plan may hold it ("go to A&E now").
  const plan = `${report.prescribedSolution} ${report.followUpRecommendation}`;
  for (const item of c.advice)
    count(scores.advice, mentions(plan, item), `${c.id}: advice "${label(item)}" missing`);
  for (const item of c.followUp)
    count(
      scores.followUp,
      mentions(report.followUpRecommendation, item),
      `${c.id}: follow-up "${label(item)}" not in "${report.followUpRecommendation}"`,
    );
  count(
    scores.primary,
    mentions(report.issue, c.primary),
    `${c.id}: expected "${label(c.primary)}", got "${report.issue}"`,
  );
  count(
    scores.urgency,
    report.urgency === c.urgency,
    `${c.id}: expected ${c.urgency}, got ${report.urgency ?? 'none'}`,
  );
}

export function fraction(t: Tally): string {
  return t.of === 0 ? 'n/a' : `${t.hit}/${t.of} (${((100 * t.hit) / t.of).toFixed(1)}%)`;
}
