// Scores for the doctor on a corpus: what a clinician would ask of a triage service, case by case.
import { URGENCY_ORDER, type Triage, type Urgency } from '../../domain/doctor';
import type { DoctorCase } from './doctor-corpus';

export interface CaseOutcome {
  case: DoctorCase;
  /** Triage once the patient's script has been told (the provisional urgency, if the call stopped there). */
  told: Triage;
  /** Triage once the doctor concluded, the patient answering "Hmm, let me think." to everything more. */
  concluded: Triage;
  /** Whether the doctor ended the call by itself after the script. */
  ended: boolean;
  /** Questions the doctor asked more than once, word for word. */
  repeatedQuestions: string[];
  /** Told by a parent or relative: questions about the patient put to "you". */
  secondPerson: string[];
}

export interface Ratio {
  pass: number;
  of: number;
}

export interface Scores {
  redFlagRecall: Ratio;
  redFlagIdMatch: Ratio;
  harmlessKept: Ratio;
  exact: Ratio;
  safe: Ratio;
  noUrgency: number;
  /** Emergencies recognised only through the learned layer's flag. */
  learnedOnly: number;
  byPresentation: Map<string, { exact: Ratio; safe: Ratio }>;
}

/** The red flag the learned layer raises (decision 009). */
export const LEARNED_FLAG = 'possible-emergency';

const rank = (u: Urgency | null) => (u === null ? -1 : URGENCY_ORDER.indexOf(u));

/** Exact: the gold urgency. A script that ends with no urgency is neither exact nor safe. */
export const isExact = (gold: Urgency, got: Triage) => got.urgency === gold;
/** Safe: not under-triaged. */
export const isSafe = (gold: Urgency, got: Triage) => got.urgency !== null && rank(got.urgency) >= rank(gold);
/** An emergency with a red flag recognised: the doctor said so, with at least one red flag. */
export const recognised = (got: Triage) => got.urgency === 'emergency' && got.redFlags.length > 0;

const ratio = (): Ratio => ({ pass: 0, of: 0 });
const add = (r: Ratio, ok: boolean) => {
  r.of += 1;
  if (ok) r.pass += 1;
};

export function score(
  outcomes: readonly CaseOutcome[],
  which: 'told' | 'concluded',
  presentationOf: (condition: string) => string,
): Scores {
  const s: Scores = {
    redFlagRecall: ratio(),
    redFlagIdMatch: ratio(),
    harmlessKept: ratio(),
    exact: ratio(),
    safe: ratio(),
    noUrgency: 0,
    learnedOnly: 0,
    byPresentation: new Map(),
  };
  for (const outcome of outcomes) {
    const gold = outcome.case;
    const got = outcome[which];
    if (gold.redFlags.length > 0) {
      add(s.redFlagRecall, recognised(got));
      if (recognised(got) && got.redFlags.every((flag) => flag.id === LEARNED_FLAG)) s.learnedOnly += 1;
      add(
        s.redFlagIdMatch,
        got.redFlags.some((flag) => gold.redFlags.includes(flag.id)),
      );
    }
    if (gold.harmless) add(s.harmlessKept, got.urgency !== 'emergency');
    add(s.exact, isExact(gold.urgency, got));
    add(s.safe, isSafe(gold.urgency, got));
    if (got.urgency === null) s.noUrgency += 1;
    const presentation = presentationOf(gold.condition);
    const row = s.byPresentation.get(presentation) ?? { exact: ratio(), safe: ratio() };
    add(row.exact, isExact(gold.urgency, got));
    add(row.safe, isSafe(gold.urgency, got));
    s.byPresentation.set(presentation, row);
  }
  return s;
}

export const percent = (r: Ratio) => (r.of === 0 ? '–' : `${((100 * r.pass) / r.of).toFixed(1)}%`);
export const fraction = (r: Ratio) => `${r.pass}/${r.of} (${percent(r)})`;

/** Why a case fails, or null when it passes every measure that applies to it. */
export function failureOf(outcome: CaseOutcome, which: 'told' | 'concluded'): string | null {
  const gold = outcome.case;
  const got = outcome[which];
  const problems: string[] = [];
  if (got.urgency === null) problems.push('no urgency');
  else if (!isSafe(gold.urgency, got)) problems.push('UNDER-TRIAGED');
  else if (!isExact(gold.urgency, got)) problems.push('over-triaged');
  if (gold.redFlags.length > 0 && !recognised(got)) problems.push('red flag missed');
  if (gold.harmless && got.urgency === 'emergency') problems.push('harmless case made an emergency');
  if (problems.length === 0) return null;
  const flags = got.redFlags.map((flag) => flag.id).join(' ') || '–';
  const goldFlags = gold.redFlags.join(' ') || '–';
  return `${gold.id}: ${problems.join(', ')} — gold ${gold.urgency} [${goldFlags}], got ${got.urgency ?? 'none'} [${flags}]`;
}
