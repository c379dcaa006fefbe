// How the clinical tables read a patient text: normalised, harmless idioms removed, split into clauses; and a
// reader that says which concepts of a table a text contains. Shared by the red-flag guard, the urgency floor
// and the triage rules.
import { withoutIdioms } from './idioms';
import { analyse, isPresent, normalize, type Analysed, type Matcher } from '../language';

// Every turn reads the whole consultation so far several times (the picture, the floor, who the patient is):
// a few recent readings are kept so that each text is normalised once (pure: the same text, the same reading).
const recentReadings = new Map<string, Analysed>();
const READINGS_KEPT = 16;

/** A patient text as the clinical patterns read it: normalised, idioms removed, split into clauses. */
export function readClinical(text: string): Analysed {
  const known = recentReadings.get(text);
  if (known) return known;
  const reading = analyse(withoutIdioms(normalize(text)));
  if (recentReadings.size >= READINGS_KEPT) recentReadings.delete(recentReadings.keys().next().value!);
  recentReadings.set(text, reading);
  return reading;
}

/**
 * A reader of a concept table: which concepts one patient text contains. Earlier turns are re-read on every
 * turn, so each reader keeps a small memo (pure: the same text always gives the same concepts).
 */
export function conceptReader<Id extends string>(
  table: Readonly<Record<Id, Matcher>>,
  limit = 256,
): (text: string) => Set<Id> {
  const memo = new Map<string, Set<Id>>();
  return (text) => {
    const known = memo.get(text);
    if (known) return known;
    const a = readClinical(text);
    const found = new Set<Id>();
    for (const [id, matcher] of Object.entries(table) as [Id, Matcher][])
      if (isPresent(a, matcher)) found.add(id);
    if (memo.size >= limit) memo.delete(memo.keys().next().value!);
    memo.set(text, found);
    return found;
  };
}
