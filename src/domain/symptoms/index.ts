// Symptoms in what a patient says, in plain labels ('shortness of breath' for "can't catch my breath"),
// with the ones they deny marked. Tolerates speech-recognition text: no punctuation, fillers, either spelling.
import { carriedToSite } from './carried-site';
import { siteNamed, siteReadings, withWhichOne, type SiteReading } from './site-readings';
export { lastSiteNamed, siteNamed } from './site-readings';
import { denialsOf, tokenize, type Token } from '../language';
import { symptomLabelled, symptomVocabulary, symptomVocabularyAnyEnding, type Symptom } from './vocabulary';

export interface SymptomMention {
  /** The Symptom Ontology id ("SYMP:0000006"), or "lay:…" for a symptom the ontology lacks. */
  id: string;
  label: string;
  /** The label in the patient's sense, for the report: "big toe pain" where the label is "foot pain". */
  wording: string;
  negated: boolean;
  /** Offsets of the mention in the text. */
  start: number;
  end: number;
}

export interface SymptomReading {
  /**
   * Read as the report does, to list everything the patient said: the vocabulary's words with any ending ("it
   * burns when I wee"), and a quality said apart from its site given the site named before it ("I rolled my ankle…
   * it's sore and swollen"). The doctor reads one turn at a time, against the phrases its complaints were written
   * for; measured on its corpus, this reading lowered its exact triage, so it keeps the plain one.
   */
  thorough?: boolean;
}

/** Every symptom mention, in text order, denied ones included. */
export function findSymptomMentions(text: string, reading: SymptomReading = {}): SymptomMention[] {
  const tokens = tokenize(text);
  const found = (reading.thorough ? symptomVocabularyAnyEnding : symptomVocabulary).findAll(tokens);
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
  const sites = withoutOverlaps(
    siteReadings(tokens, { thorough: reading.thorough }).filter(sharperThanPhrases),
  );
  const replaced = new Set(sites.map((r) => phraseOn[r.qualityToken]).filter(Boolean));
  const phrases = found.filter((p) => !replaced.has(p));
  const said = [
    ...phrases.map((p) => ({
      ...p,
      value:
        p.value &&
        withDescription(
          tokens,
          p.firstToken,
          withSiteAsNamed(
            tokens,
            p.firstToken,
            p.lastToken,
            asFelt(tokens, p.firstToken, p.lastToken, p.value),
          ),
          reading.thorough === true,
        ),
      deniedWithin: false,
    })),
    ...sites.map((r) => ({ ...r, value: { ...symptomLabelled(r.label), wording: r.wording } })),
  ];
  const matches = reading.thorough
    ? carriedToSite(tokens, said)
    : said.sort((a, b) => a.firstToken - b.firstToken);
  const denied = denialsOf(tokens, matches);
  const mentions: SymptomMention[] = [];
  matches.forEach((match, index) => {
    if (match.value === null) return;
    mentions.push({
      id: match.value.id,
      label: match.value.label,
      wording: match.value.wording ?? match.value.label,
      negated: denied[index]! || match.deniedWithin,
      start: tokens[match.firstToken]!.start,
      end: tokens[match.lastToken]!.end,
    });
  });
  return mentions;
}

/** A phrase naming a site keeps which one the patient said: "my lower back hurts" is "lower back pain". */
function withSiteAsNamed(tokens: Token[], first: number, last: number, symptom: Symptom): Symptom {
  const wording = symptom.wording ?? symptom.label;
  for (let t = first; t <= last; t++) {
    const site = siteNamed(tokens[t]!.text);
    if (site) {
      const which = withWhichOne(tokens, t, wording, site);
      return which === wording ? symptom : { ...symptom, wording: which };
    }
  }
  return symptom;
}

// What the patient said a symptom looks or feels like, kept in the report's wording: "white discharge", "green
// phlegm", "crusty sores", "sharp chest pain". Not how bad (the rating says that) nor how long.
const DESCRIPTIONS = new Set([
  'white',
  'green',
  'yellow',
  'grey',
  'gray',
  'brown',
  'pink',
  'clear',
  'cloudy',
  'smelly',
  'crusty',
  'thick',
  'frothy',
  'bloody',
  'sharp',
  'stabbing',
  'throbbing',
  'burning',
  'dull',
  'shooting',
  'cramping',
  'loose',
  'hard',
  'watery',
  'dry',
  'tight',
  'raised',
]);

/** The report's wording with the patient's description before it, when they gave one right before the symptom. */
function withDescription(tokens: Token[], first: number, symptom: Symptom, thorough: boolean): Symptom {
  const before = tokens[first - 1];
  if (!thorough || before?.kind !== 'word' || !DESCRIPTIONS.has(before.text)) return symptom;
  const wording = symptom.wording ?? symptom.label;
  if (wording.split(' ').includes(before.text)) return symptom;
  return { ...symptom, wording: `${before.text} ${wording}` };
}

/**
 * Read with any ending, "a burning feeling" meets "a burn": a burning is a feeling, not an injury. (Read as said, the
 * doctor's phrases never meet it.)
 */
function asFelt(tokens: Token[], first: number, last: number, symptom: Symptom): Symptom {
  if (symptom.label !== 'burn') return symptom;
  for (let t = first; t <= last; t++) if (tokens[t]!.text === 'burning') return symptomLabelled('burning');
  return symptom;
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
/** Whether the text (lower case) mentions a symptom the speaker has, not one they deny: "my head hurts", not "no fever". */
export function mentionsSymptom(lower: string): boolean {
  return findSymptomMentions(lower).some((mention) => !mention.negated);
}

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
