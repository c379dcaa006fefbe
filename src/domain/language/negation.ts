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
  'denies',
  'denied',
  'deny',
  'nope',
  'nah',
]);
// "I wouldn't say depressed", "wouldn't call it pain": a denial, where "it wouldn't stop bleeding" is not.
// "Free of pain", "free from symptoms" deny what follows; "pain free", "smoke free two years" say nothing of it.
const HEDGED_DENIAL = new Map([
  ['wouldnt', new Set(['say', 'call'])],
  ['free', new Set(['of', 'from'])],
]);
/** Whether a word (spelt as tokens are) starts a denial, given the word after it. */
const deniesFrom = (word: string, next: string | undefined) =>
  NEGATION_CUES.has(word) || HEDGED_DENIAL.get(word)?.has(next ?? '') === true;
/** How many words a denial reaches forward, in either reader. */
const NEGATION_REACH = 6;
// A denial also reaches backwards, within a sentence, from a bare answer after a question or a list item:
// "temperature? no", "chest pain, none"; not when a word follows it, for then it heads what follows
// ("fever? no but my head hurts", "some swelling, no redness or heat").
const BARE_DENIALS = ['no', 'nope', 'nah', 'none', 'never'];
const BARE_DENIAL = new Set(BARE_DENIALS);
// Said after a bare denial, these only colour it: "bleeding? none thankfully", "chest pain? no never".
const AFTER_A_BARE_DENIAL = [
  'thankfully',
  'luckily',
  'never',
  'mate',
  'at all',
  'thank god',
  'thank goodness',
  'none',
  'no',
  'not really',
];
const AFTER_A_BARE_DENIAL_WORDS = new Set(AFTER_A_BARE_DENIAL.flatMap((words) => words.split(' ')));

// "I don't know", "not sure": doubt, not denial. Keyed by the denial word, then the word after it.
const NOT_A_DENIAL = new Map([
  ['dont', new Set(['know', 'remember'])],
  ['not', new Set(['sure', 'only'])],
  ['no', new Set(['idea'])],
]);
const isDoubt = (cue: string, next: string | undefined) => NOT_A_DENIAL.get(cue)?.has(next ?? '') === true;

// "No blood in the vomit", "no pus on the dressing": what is denied is what was looked for, not where it was looked
// ("a change in bowel habit" is another matter).
const LOOKED_FOR = new Set(['blood', 'bleeding', 'pus', 'mucus', 'slime', 'worms', 'clots']);
const WHERE_IT_WAS_LOOKED_FOR = new Set(['in', 'on', 'from', 'inside', 'within']);
const lookedForIn = (tokens: Token[], i: number) =>
  WHERE_IT_WAS_LOOKED_FOR.has(tokens[i]!.text) && LOOKED_FOR.has(tokens[i - 1]?.text ?? '');

/** Whether the words just before `index` in a clause negate what follows. */
export function isNegatedAt(clause: string, index: number): boolean {
  const words = clause.slice(0, index).split(/\s+/).filter(Boolean).slice(-NEGATION_REACH);
  const next = clause.slice(index).split(/\s+/, 1)[0] ?? '';
  const spelt = [...words, next].map((word) => word.replace(/[^a-z]/g, ''));
  const cue = spelt.findLastIndex(
    (word, i) => i < words.length && deniesFrom(word, spelt[i + 1]) && !isDoubt(word, spelt[i + 1]),
  );
  if (cue < 0) return false;
  const since = spelt.slice(cue + 1, words.length);
  return !since.some((word, i) => LOOKED_FOR.has(word) && WHERE_IT_WAS_LOOKED_FOR.has(since[i + 1] ?? ''));
}

/** Negation scoped backwards, within one sentence: "temperature? no", "chest pain, none". */
const DENIED_AFTER = new RegExp(
  `^\\s*[?,:;]\\s*(?:${BARE_DENIALS.join('|')}|not really)\\b(?:[\\s,]+(?:${AFTER_A_BARE_DENIAL.join('|')})\\b)*(?!\\s+\\w)`,
);
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

const expressesDoubt = (tokens: Token[], i: number) => isDoubt(tokens[i]!.text, tokens[i + 1]?.text);

// Said straight after a denying verb, these only soften it: "I haven't actually been sick", "not even a cough".
// After a bare "no" they start what is affirmed: "no, just a headache", "no actually, a cough".
const SOFTENERS = new Set(['actually', 'really', 'even', 'yet', 'ever']);
// The cues that deny through a verb ("haven't", "didn't", "not", "never"), not a bare "no" or "nothing".
const DENYING_VERBS = new Set(
  [...NEGATION_CUES].filter((cue) => cue === 'not' || cue === 'never' || /nt$/.test(cue)),
);

/** "Not feeling myself", "not been himself", "not quite herself": unwell, said whole; it denies nothing after it. */
const REFLEXIVES = new Set(['myself', 'himself', 'herself', 'themselves', 'yourself']);
const BEING = new Set([
  'feeling',
  'feel',
  'felt',
  'been',
  'be',
  'quite',
  'seem',
  'seems',
  'seemed',
  'looking',
  'really',
]);

function endsDenial(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  if (token.kind === 'stop') return true;
  // "She hasn't been herself or had a temperature": an "or" carries the denial on.
  if (REFLEXIVES.has(token.text) && BEING.has(tokens[i - 1]?.text ?? ''))
    return !['or', 'nor'].includes(tokens[i + 1]?.text ?? '');
  if (token.kind === 'comma') return startsClause(tokens, i + 1);
  if (SOFTENERS.has(token.text) && DENYING_VERBS.has(tokens[i - 1]?.text ?? '')) return false;
  if (CLAUSE_WORDS.has(token.text)) return true;
  return SUBJECTS.has(token.text) && !BELIEF_VERBS.has(tokens[i - 1]?.text ?? '');
}

const isWord = (token: Token | undefined) => token?.kind === 'word';

/** Denied by a bare answer after it: the tokens' form of DENIED_AFTER. */
function deniedAfterMention(tokens: Token[], last: number): boolean {
  const mark = tokens[last + 1];
  if (!mark || (mark.kind === 'stop' && !/^[?:;]/.test(mark.text)) || mark.kind === 'word') return false;
  const answer = tokens[last + 2];
  if (!isWord(answer)) return false;
  let end = last + 2;
  if (answer!.text === 'not' && tokens[end + 1]?.text === 'really') end++;
  else if (!BARE_DENIAL.has(answer!.text)) return false;
  while (isWord(tokens[end + 1]) && AFTER_A_BARE_DENIAL_WORDS.has(tokens[end + 1]!.text)) end++;
  return !isWord(tokens[end + 1]);
}

// "My throat is not that sore", "it doesn't feel too tender": how much, not whether; the symptom is there, mildly.
// Only after a denying word or a verb of seeming, so that "I haven't got that cough now" still denies the cough.
const DEGREES = new Set(['that', 'too', 'very', 'overly', 'particularly', 'terribly', 'massively', 'hugely']);
const BEFORE_A_DEGREE = new Set([
  'not',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'feel',
  'feels',
  'felt',
  'look',
  'looks',
  'seem',
  'seems',
]);
/** Whether the word at `at` is said by how much after a denial: "not that sore", "doesn't feel too tender". */
export const saidByDegree = (tokens: readonly Token[], at: number) =>
  DEGREES.has(tokens[at - 1]?.text ?? '') && BEFORE_A_DEGREE.has(tokens[at - 2]?.text ?? '');

/** For each mention (in text order), whether the speaker denies it. */
export function denialsOf(tokens: Token[], mentions: MentionSpan[]): boolean[] {
  const denied = mentions.map(() => false);
  let nextMention = 0;
  let inDenial = false;
  let reach = 0;

  for (let i = 0; i < tokens.length; i++) {
    const mention = mentions[nextMention];
    if (mention?.firstToken === i) {
      denied[nextMention++] =
        (inDenial && !saidByDegree(tokens, i)) ||
        deniedAfterMention(tokens, mention.lastToken) ||
        // "A non-itchy rash": the word itself says it is not so.
        tokens[i - 1]?.text === 'non';
      reach = NEGATION_REACH;
      i = mention.lastToken;
    } else if (inDenial && lookedForIn(tokens, i)) {
      inDenial = false;
    } else if (deniesFrom(tokens[i]!.text, tokens[i + 1]?.text)) {
      if (expressesDoubt(tokens, i)) i++;
      else {
        inDenial = true;
        reach = NEGATION_REACH;
      }
    } else if (inDenial && (endsDenial(tokens, i) || --reach < 0)) inDenial = false;
  }
  return denied;
}
