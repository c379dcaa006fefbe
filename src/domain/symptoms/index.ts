// Symptoms in what a patient says, in plain labels ('shortness of breath' for "can't catch my breath"),
// with the ones they deny marked. Tolerates speech-recognition text: no punctuation, fillers, either spelling.
import { denialsOf } from './negation';
import { tokenize } from './spoken-tokens';
import { symptomVocabulary } from './vocabulary';

export interface SymptomMention {
  /** The Symptom Ontology id ("SYMP:0000006"), or "lay:…" for a symptom the ontology lacks. */
  id: string;
  label: string;
  negated: boolean;
  /** Offsets of the mention in the text. */
  start: number;
  end: number;
}

/** Every symptom mention, in text order, denied ones included. */
export function findSymptomMentions(text: string): SymptomMention[] {
  const tokens = tokenize(text);
  const matches = symptomVocabulary.findAll(tokens);
  const denied = denialsOf(tokens, matches);
  const mentions: SymptomMention[] = [];
  matches.forEach((match, index) => {
    if (match.value === null) return;
    mentions.push({
      id: match.value.id,
      label: match.value.label,
      negated: denied[index]!,
      start: tokens[match.firstToken]!.start,
      end: tokens[match.lastToken]!.end,
    });
  });
  return mentions;
}

/**
 * Labels of the symptoms the speaker has, each once, in the order first stated.
 * The latest statement about a symptom wins: "I have a rash, actually no rash" has no rash.
 */
export function findSymptoms(text: string): string[] {
  return presentSymptoms(findSymptomMentions(text));
}

/** The symptoms a run of mentions (one text, or a whole conversation's) leaves standing, as findSymptoms. */
export function presentSymptoms(mentions: readonly SymptomMention[]): string[] {
  const latestDenial = new Map<string, boolean>();
  const firstStated: string[] = [];
  for (const mention of mentions) {
    latestDenial.set(mention.label, mention.negated);
    if (!mention.negated && !firstStated.includes(mention.label)) firstStated.push(mention.label);
  }
  return firstStated.filter((label) => latestDenial.get(label) === false);
}
