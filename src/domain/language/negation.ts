// Whether what is said is denied: a denial reaches forward from its cue ("no fever", "I don't have a cough")
// and, within a sentence, backwards from a bare answer ("temperature? no").
import type { Analysed } from './clauses';
import type { Token } from './tokens';

// The one list of words that deny what follows them, spelt as tokens are (apostrophes dropped), from which both
// readers below take their cues. "can't", "couldn't" and "won't" are not here: "I can't breathe", "I couldn't
// stop coughing".
const NEGATION_CUES = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nothing',
  'neither',
  'nor',
  'dont',
  'doesnt',
  'didnt',
  'havent',
  'hasnt',
  'hadnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'aint',
  'wouldnt',
  'denies',
  'denied',
  'deny',
  'free',
  'nope',
  'nah',
]);
/** How many words a denial reaches forward, in either reader. */
const NEGATION_REACH = 6;

/** Whether the words just before `index` in a clause negate what follows. */
export function isNegatedAt(clause: string, index: number): boolean {
  const before = clause.slice(0, index).split(/\s+/).filter(Boolean).slice(-NEGATION_REACH);
  return before.some((word) => NEGATION_CUES.has(word.replace(/[^a-z]/g, '')));
}

/** Negation scoped backwards, within one sentence: "temperature? no", "chest pain, none". */
const DENIED_AFTER = /^\s*[?,:;]\s*(?:no|nope|nah|none|never|not really)\b(?!\s+\w+\s+\w)/;
export function deniedAfter(a: Analysed, i: number): boolean {
  const clause = a.clauses[i]!;
  const at = a.text.indexOf(clause);
  return at >= 0 && DENIED_AFTER.test(a.text.slice(at + clause.length, at + clause.length + 24));
}

// ---- denials among tokens (the symptom reader) ----------------------------------------------------
// Which symptom mentions the speaker denies: "no fever", "I don't have a cough", "never had chest pain".
// A denial reaches forward over a list ("no cough or fever") and ends at a new clause
// ("no fever but I have a cough"), which speech recognition often marks with no punctuation at all.

export interface MentionSpan {
  firstToken: number;
  lastToken: number;
}

// "I don't know", "not sure": doubt, not denial. Keyed by the denial word, then the word after it.
const NOT_A_DENIAL = new Map([
  ['dont', new Set(['know', 'remember'])],
  ['not', new Set(['sure', 'only'])],
  ['no', new Set(['idea'])],
]);

const CLAUSE_WORDS = new Set([
  'but',
  'although',
  'though',
  'however',
  'except',
  'yet',
  'apart',
  'besides',
  'whereas',
  'instead',
  'actually',
  'just',
  'only',
  'still',
  'also',
  'then',
  'because',
  'when',
  'whenever',
  'while',
  'unless',
  'if',
]);

// A new subject starts a new clause, unless it follows a verb of belief: "I don't think I have a fever".
const SUBJECTS = new Set([
  'i',
  'im',
  'ive',
  'id',
  'he',
  'hes',
  'she',
  'shes',
  'they',
  'theyre',
  'we',
  'it',
  'its',
  'theres',
]);
const BELIEF_VERBS = new Set(['think', 'believe', 'reckon', 'suppose', 'guess', 'feel']);

// After a comma these start a statement rather than continue a denied list: "no blood, a bit of a temperature".
const AFFIRMING_AFTER_COMMA = new Set([
  'a',
  'an',
  'some',
  'the',
  'slight',
  'mild',
  'bit',
  'little',
  'yes',
  'yeah',
]);

function startsClause(tokens: Token[], i: number): boolean {
  const token = tokens[i];
  if (!token || token.kind !== 'word') return false;
  if (CLAUSE_WORDS.has(token.text) || NEGATION_CUES.has(token.text) || AFFIRMING_AFTER_COMMA.has(token.text))
    return true;
  if (token.text === 'and' || token.text === 'or') return startsClause(tokens, i + 1);
  return SUBJECTS.has(token.text);
}

const expressesDoubt = (tokens: Token[], i: number) =>
  NOT_A_DENIAL.get(tokens[i]!.text)?.has(tokens[i + 1]?.text ?? '') === true;

function endsDenial(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  if (token.kind === 'stop') return true;
  if (token.kind === 'comma') return startsClause(tokens, i + 1);
  if (CLAUSE_WORDS.has(token.text)) return true;
  return SUBJECTS.has(token.text) && !BELIEF_VERBS.has(tokens[i - 1]?.text ?? '');
}

/** For each mention (in text order), whether the speaker denies it. */
export function denialsOf(tokens: Token[], mentions: MentionSpan[]): boolean[] {
  const denied = mentions.map(() => false);
  let nextMention = 0;
  let inDenial = false;
  let reach = 0;

  for (let i = 0; i < tokens.length; i++) {
    const mention = mentions[nextMention];
    if (mention?.firstToken === i) {
      denied[nextMention++] = inDenial;
      reach = NEGATION_REACH;
      i = mention.lastToken;
    } else if (NEGATION_CUES.has(tokens[i]!.text)) {
      if (expressesDoubt(tokens, i)) i++;
      else {
        inDenial = true;
        reach = NEGATION_REACH;
      }
    } else if (inDenial && (endsDenial(tokens, i) || --reach < 0)) inDenial = false;
  }
  return denied;
}
