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
  /** A sign with a common everyday cause the patient may not have said yet: the doctor asks before raising it. */
  hold?: RedFlagHold;
}

/**
 * A sign with a common everyday cause (red sick after red squash or a nosebleed, black poo on iron tablets, blood in
 * the spit after a nosebleed). The built-in doctor asks one question before raising the flag, during history
 * taking only; meanwhile the consultation is an emergency. Not yet said, it asks about the cause: a bare yes, or the
 * cause named (for the patient, now), clears it. Already said, it asks about the signs of danger: a no clears it.
 * Anything else raises it, and so does a sign of danger said at any time. A dialogue that cannot ask raises it at
 * once (decision 043).
 */
export interface RedFlagHold {
  /** Any of these said, in any turn, and the flag is raised: the everyday cause does not explain them. */
  dangerSigns: readonly ConceptId[];
  /** The everyday cause, each set all said in the reply to the question (read un-negated). */
  causes: readonly (readonly ConceptId[])[];
  /** About the everyday cause, in the second person; a yes means the cause. */
  question: string;
  /** Asked instead when the cause is already said: about the danger signs, so that the reassuring answer is a no. */
  dangerQuestion: string;
  /** Said when the cause is confirmed and nothing points to danger. */
  explained: string;
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

export interface RedFlagReadContext extends RedFlagContext {
  /** Holds whose everyday cause the patient confirmed: their readings no longer raise them, but danger still does. */
  cleared?: readonly RedFlagHold[];
}

/** A red flag that only readings with a hold would raise, and the hold to ask. */
export interface HeldRedFlag {
  flag: RedFlag;
  hold: RedFlagHold;
}

export interface RedFlagReadings {
  /** Raised now. */
  raised: RedFlag[];
  /** Raised only by readings that ask about an everyday cause first. */
  held: HeldRedFlag[];
}

type Outcome = 'raise' | 'hold' | 'explained';

/** What a firing reading does: raise its flag, wait for the answer to its question, or nothing (cause confirmed). */
function outcomeOf(rule: RedFlagRule, all: ReadonlySet<ConceptId>, cleared: readonly RedFlagHold[]): Outcome {
  const hold = rule.hold;
  if (!hold || dangerSaid(hold, all)) return 'raise';
  return cleared.includes(hold) ? 'explained' : 'hold';
}

const dangerSaid = (hold: RedFlagHold, said: ReadonlySet<ConceptId>) =>
  hold.dangerSigns.some((id) => said.has(id));

/** A sign of danger for this hold in the text. */
export function dangerIn(hold: RedFlagHold, text: string): boolean {
  return dangerSaid(hold, conceptsIn(text));
}

/** The hold's everyday cause named in the text (un-negated). */
export function causeIn(hold: RedFlagHold, text: string): boolean {
  const said = conceptsIn(text);
  return hold.causes.some((set) => set.every((id) => said.has(id)));
}

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context, and those it would
 * raise but for a question about an everyday cause (held).
 */
export function readRedFlags(patientText: string, context: RedFlagReadContext = {}): RedFlagReadings {
  const now = new Set(conceptsIn(patientText));
  if (context.lastAssistantText) {
    for (const id of affirmedConcepts(context.lastAssistantText, patientText)) now.add(id);
  }
  if (now.size === 0) return { raised: [], held: [] };
  const all = new Set(now);
  for (const earlier of context.recentPatientTexts ?? []) {
    for (const id of conceptsIn(earlier)) all.add(id);
  }
  const currentText = normalize(patientText);
  const firing = RED_FLAG_RULES.filter(
    (rule) =>
      !(rule.notWith && rule.notWith.test(currentText)) &&
      !(rule.unlessAny ?? []).some((id) => all.has(id)) &&
      rule.anyOf.some((set) => set.every((id) => all.has(id)) && set.some((id) => now.has(id))),
  ).map((rule) => ({ rule, outcome: outcomeOf(rule, all, context.cleared ?? []) }));
  const raisedIds = new Set(firing.filter((f) => f.outcome === 'raise').map((f) => f.rule.id));
  const heldIds = new Set(
    firing.filter((f) => f.outcome === 'hold' && !raisedIds.has(f.rule.id)).map((f) => f.rule.id),
  );
  // A flag made redundant by a more specific one raised (or held) with it.
  const redundant = (rule: RedFlagRule) =>
    rule.supersededBy !== undefined && (raisedIds.has(rule.supersededBy) || heldIds.has(rule.supersededBy));
  const firstOf = (id: string) => firing.find((f) => f.rule.id === id)!.rule;
  return {
    raised: [...raisedIds]
      .map(firstOf)
      .filter((rule) => !redundant(rule))
      .map((rule) => ({ id: rule.id, label: rule.label })),
    held: [...heldIds]
      .map((id) => firing.find((f) => f.rule.id === id && f.outcome === 'hold')!.rule)
      .filter((rule) => !redundant(rule))
      .map((rule) => ({ flag: { id: rule.id, label: rule.label }, hold: rule.hold! })),
  };
}

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context; a held flag counts as
 * raised, since a dialogue that does not ask must not wait. Deterministic, fast and backend-independent; the
 * server applies it on top of any dialogue.
 */
export function detectRedFlags(patientText: string, context: RedFlagContext = {}): RedFlag[] {
  const { raised, held } = readRedFlags(patientText, context);
  const order = (flag: RedFlag) => RED_FLAG_RULES.findIndex((rule) => rule.id === flag.id);
  return [...raised, ...held.map((h) => h.flag)].sort((a, b) => order(a) - order(b));
}

/** Whether a concept is present (un-negated, idioms removed) in one patient text. */
export function mentions(text: string, concept: ConceptId): boolean {
  return conceptsIn(text).has(concept);
}
