// The red-flag guard: deterministic rules run on every patient turn, whatever the dialogue backend,
// so an emergency is never left to a language model alone. Concepts are patterns; rules combine them. Each red
// flag is written once, with its concepts and its emergency advice, in its presentation's folder
// (presentations/<id>/red-flags.ts) or, if it applies to every patient, in presentations/general/.
import { conceptReader } from './clinical-reading';
import type { EmergencyScript } from './emergency-advice';
import { CONCEPTS, RED_FLAGS, type ConceptId, type RedFlagId } from './presentations';
import { isPlainYes, normalize } from '../language';
import type { RedFlag } from './types';

export { CONCEPTS };
export type { ConceptId, RedFlagId };

// ---- red flags, as declared and as the guard runs them -----------------------------------------

/** One way a red flag is read: it is raised when any reading holds. */
export interface RedFlagReading {
  /** Any one of these concept sets, all present among this and recent turns, at least one in this turn. */
  anyOf: readonly (readonly ConceptId[])[];
  /** A turn matching this is history, not now ("a seizure years ago"). */
  notWith?: RegExp;
  /** None of these concepts may have been said in this or recent turns ("it stopped in five minutes"). */
  unlessAny?: readonly ConceptId[];
  /** A more specific flag that, when raised, makes this one redundant. */
  supersededBy?: string;
  /** A sign with an everyday cause the patient may not have said yet: the doctor asks before raising it. */
  hold?: RedFlagHold;
}

/**
 * A red flag held for one closed question ("Was it like your usual seizures…?"): while it is open the consultation
 * is at least urgent; a yes, or the everyday cause named, clears it; anything else (a no, "not sure", another
 * subject) raises it.
 */
export interface RedFlagHold {
  /** Held only when one of these has been said ("I've got epilepsy"); without it, always held. */
  when?: readonly ConceptId[];
  /** Never held when one of these has been said ("he's having a fit now"): raised at once. */
  unlessAny?: readonly ConceptId[];
  /** The closed question, in the second person: a yes means the everyday cause. */
  question: string;
  /** Said in answer, these clear it as a yes does. */
  clearedBy: readonly ConceptId[];
}

/** A red flag as its folder declares it: what it is called, how it is read, and what the doctor says at once. */
export interface RedFlagDefinition extends RedFlag {
  readings: readonly RedFlagReading[];
  emergency: EmergencyScript;
}

/** One reading of one red flag, as the guard runs it. */
export interface RedFlagRule extends RedFlag, RedFlagReading {}

/** Every reading of every red flag, in the registry's order: the order in which raised flags are named. */
export const RED_FLAG_RULES: readonly RedFlagRule[] = RED_FLAGS.flatMap((flag: RedFlagDefinition) =>
  flag.readings.map((reading) => ({ id: flag.id, label: flag.label, ...reading })),
);

const RULES_BY_ID = new Map(RED_FLAG_RULES.map((rule) => [rule.id, rule]));

/** The flag as shown and recorded, by id. */
export function redFlagById(id: RedFlagId): RedFlag {
  const rule = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`Unknown red flag: ${id}`);
  return { id: rule.id, label: rule.label };
}

// ---- detection ----------------------------------------------------------------------------------

export const conceptsIn = conceptReader<ConceptId>(CONCEPTS);

/** The concepts a question asks about, when it asks about exactly one group ("Does the pain spread to your arm?"). */
function affirmedConcepts(question: string, answer: string): Set<ConceptId> {
  if (!isPlainYes(normalize(answer))) return new Set();
  const asked = conceptsIn(question);
  // A yes to a question about one warning sign (or a few named together) affirms it: erring towards safety.
  return asked.size > 0 && asked.size <= 2 ? new Set(asked) : new Set();
}

export interface RedFlagContext {
  /** Earlier patient turns, oldest first: red flags often build across turns. */
  recentPatientTexts?: string[];
  /** The question the patient is answering: a bare "yes" to "Does it spread to your arm?" counts. */
  lastAssistantText?: string;
}

/** A red flag some reading would raise, but only readings that wait for their question first. */
export interface HeldRedFlag {
  flag: RedFlag;
  hold: RedFlagHold;
}

export interface RedFlagReadings {
  /** Raised now. */
  raised: RedFlag[];
  /** Raised only by readings that ask first: the doctor that can ask, asks. */
  held: HeldRedFlag[];
}

/** Each red flag the latest turn raises, in the registry's order, with its question when every reading raising it waits for one. */
function flagsRaised(
  patientText: string,
  context: RedFlagContext,
): { flag: RedFlag; hold: RedFlagHold | null }[] {
  const now = new Set(conceptsIn(patientText));
  if (context.lastAssistantText) {
    for (const id of affirmedConcepts(context.lastAssistantText, patientText)) now.add(id);
  }
  if (now.size === 0) return [];
  const all = new Set(now);
  for (const earlier of context.recentPatientTexts ?? []) {
    for (const id of conceptsIn(earlier)) all.add(id);
  }
  const currentText = normalize(patientText);
  const waits = ({ hold }: RedFlagRule) =>
    hold !== undefined &&
    (hold.when === undefined || hold.when.some((id) => all.has(id))) &&
    !(hold.unlessAny ?? []).some((id) => all.has(id));
  // A held reading whose question is already answered ("the same as always", "I'm on iron tablets") is cleared.
  const answered = (rule: RedFlagRule) => waits(rule) && rule.hold!.clearedBy.some((id) => all.has(id));
  const firing = RED_FLAG_RULES.filter(
    (rule) =>
      !(rule.notWith && rule.notWith.test(currentText)) &&
      !(rule.unlessAny ?? []).some((id) => all.has(id)) &&
      rule.anyOf.some((set) => set.every((id) => all.has(id)) && set.some((id) => now.has(id))) &&
      !answered(rule),
  );
  const ids = new Set(firing.map((rule) => rule.id));
  return [...ids]
    .map((id) => firing.filter((rule) => rule.id === id))
    .filter(([first]) => !(first!.supersededBy && ids.has(first!.supersededBy)))
    .map((readings) => ({
      flag: { id: readings[0]!.id, label: readings[0]!.label },
      hold: readings.every(waits) ? readings[0]!.hold! : null,
    }));
}

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context, and those it would raise
 * but for one question (held). Deterministic, fast and backend-independent.
 */
export function readRedFlags(patientText: string, context: RedFlagContext = {}): RedFlagReadings {
  const flags = flagsRaised(patientText, context);
  return {
    raised: flags.filter(({ hold }) => hold === null).map(({ flag }) => flag),
    held: flags.flatMap(({ flag, hold }) => (hold ? [{ flag, hold }] : [])),
  };
}

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context. A held flag counts as
 * raised here: a dialogue that does not ask its question must not wait for an answer. The server applies this on
 * top of any dialogue.
 */
export function detectRedFlags(patientText: string, context: RedFlagContext = {}): RedFlag[] {
  return flagsRaised(patientText, context).map(({ flag }) => flag);
}

/** Whether a concept is present (un-negated, idioms removed) in one patient text. */
export function mentions(text: string, concept: ConceptId): boolean {
  return conceptsIn(text).has(concept);
}
