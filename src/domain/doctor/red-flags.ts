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

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context.
 * Deterministic, fast and backend-independent; the server applies it on top of any dialogue.
 */
export function detectRedFlags(patientText: string, context: RedFlagContext = {}): RedFlag[] {
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
  const raised = RED_FLAG_RULES.filter(
    (rule) =>
      !(rule.notWith && rule.notWith.test(currentText)) &&
      !(rule.unlessAny ?? []).some((id) => all.has(id)) &&
      rule.anyOf.some((set) => set.every((id) => all.has(id)) && set.some((id) => now.has(id))),
  );
  const ids = new Set(raised.map((rule) => rule.id));
  return [...ids]
    .map((id) => raised.find((rule) => rule.id === id)!)
    .filter((rule) => !(rule.supersededBy && ids.has(rule.supersededBy)))
    .map((rule) => ({ id: rule.id, label: rule.label }));
}

/** Whether a concept is present (un-negated, idioms removed) in one patient text. */
export function mentions(text: string, concept: ConceptId): boolean {
  return conceptsIn(text).has(concept);
}
