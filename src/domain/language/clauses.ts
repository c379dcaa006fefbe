// Clauses: the scope of a negation in speech, where recognisers seldom punctuate.
import { normalize } from './normalise';

// "So" joins clauses ("so I went to bed") but also says how much ("my scalp's so tender"): only the first splits.
const CLAUSE_BREAK =
  /(?:[.!?;:,]+(?=\s|$))|\s(?:but|and|although|though|however|except|apart from|other than|besides|because|cos|cause|since|so(?=\s(?:i|i'm|i've|i'd|we|he|she|they|it|it's|my|the|there|now|then|that)\b)|whereas|plus)\s/g;
// A leading "no", "yes" or filler followed by a new statement ("no i have a fever") starts a new clause.
const LEADING_INTERJECTION =
  /^(?:no|nope|nah|yes|yeah|yep|ok|okay|well|um|uh|er|erm|actually|oh)\s+(?=(?:i|i'm|i've|it|it's|my|there|the|we|he|she|they|its)\b)/;

/** Pairs said as one expression, whose "and" joins no clauses: "pins and needles", "on and off", "hot and cold". */
const BINOMIAL =
  /\b(?:pins and needles|on and off|off and on|up and down|back and forth|in and out|black and blue|aches and pains|to and fro|coughs and colds|cuts and (?:bruises|grazes)|hand,? foot and mouth|hands and feet|palms and soles|day and night|night and day|bread and butter|salt and pepper|(?<!(?:to|alternating|doing) )hot and cold(?! (?:packs?|compress\w*|water|drinks?|food|taps?|baths?|showers?|flannels?|therapy|gel|treatment|on it))|hot and shivery)\b/g;
// A word said twice for how much or how long: "drinking and drinking", "worse and worse"; never "her and her".
const REPEATED = /\b([a-z]+ing|more|worse|better|bigger|again|over|on) and \1\b/g;
const JOINED = '\u0001';

/** Split into clauses, the scope of a negation in speech. */
export function clausesOf(normalized: string): string[] {
  const out: string[] = [];
  const kept = normalized
    .replace(BINOMIAL, (pair) => pair.replaceAll(' ', JOINED))
    .replace(REPEATED, (pair) => pair.replaceAll(' ', JOINED));
  for (const part of kept.split(CLAUSE_BREAK)) {
    let clause = part.replaceAll(JOINED, ' ').trim();
    const lead = LEADING_INTERJECTION.exec(clause);
    if (lead) {
      out.push(lead[0].trim());
      clause = clause.slice(lead[0].length).trim();
    }
    if (clause) out.push(clause);
  }
  return out;
}

export interface Analysed {
  /** The normalised text. */
  text: string;
  clauses: string[];
}

export function analyse(text: string): Analysed {
  const normalized = normalize(text);
  return { text: normalized, clauses: clausesOf(normalized) };
}
