// Symptoms in what a patient says, in plain labels ('shortness of breath' for "can't catch my breath"),
// with the ones they deny marked. Tolerates speech-recognition text: no punctuation, fillers, either spelling.
import { denialsOf } from './negation';
import { siteReadings, type SiteReading } from './site-readings';
import { tokenize } from './spoken-tokens';
import { symptomLabelled, symptomVocabulary, type Symptom } from './vocabulary';

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
  const found = symptomVocabulary.findAll(tokens);
  // A site and its quality count where no phrase already reads those words, and say more than the quality word
  // alone: "a lump on my eyelid" is a lump on the eyelid, not just a lump. Coverage is kept per token, so this
  // stays linear in the length of a long consultation.
  const phraseOn: ((typeof found)[number] | undefined)[] = [];
  for (const p of found) for (let t = p.firstToken; t <= p.lastToken; t++) phraseOn[t] = p;
  const sharperThanPhrases = (r: SiteReading) => {
    for (let t = r.firstToken; t <= r.lastToken; t++) {
      const p = phraseOn[t];
      if (p && !(p.firstToken === r.qualityToken && p.lastToken === r.qualityToken)) return false;
    }
    return true;
  };
  const sites = withoutOverlaps(siteReadings(tokens).filter(sharperThanPhrases));
  const replaced = new Set(sites.map((r) => phraseOn[r.qualityToken]).filter(Boolean));
  const phrases = found.filter((p) => !replaced.has(p));
  const matches: { firstToken: number; lastToken: number; value: Symptom | null; deniedWithin: boolean }[] = [
    ...phrases.map((p) => ({ ...p, deniedWithin: false })),
    ...sites.map((r) => ({ ...r, value: symptomLabelled(r.label) })),
  ].sort((a, b) => a.firstToken - b.firstToken);
  const denied = denialsOf(tokens, matches);
  const mentions: SymptomMention[] = [];
  matches.forEach((match, index) => {
    if (match.value === null) return;
    mentions.push({
      id: match.value.id,
      label: match.value.label,
      negated: denied[index]! || match.deniedWithin,
      start: tokens[match.firstToken]!.start,
      end: tokens[match.lastToken]!.end,
    });
  });
  return mentions;
}

/** The first of overlapping readings ("my eye is red and sticky" reads "red eye"; "sticky" then stands alone). */
function withoutOverlaps<T extends { firstToken: number; lastToken: number }>(readings: T[]): T[] {
  const kept: T[] = [];
  let reachedTo = -1;
  for (const reading of readings) {
    if (reading.firstToken <= reachedTo) continue;
    kept.push(reading);
    reachedTo = reading.lastToken;
  }
  return kept;
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
