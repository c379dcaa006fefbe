// Which symptom mentions the speaker denies: "no fever", "I don't have a cough", "never had chest pain".
// A denial reaches forward over a list ("no cough or fever") and ends at a new clause
// ("no fever but I have a cough"), which speech recognition often marks with no punctuation at all.
import type { Token } from './spoken-tokens';

export interface MentionSpan {
  firstToken: number;
  lastToken: number;
}

const TRIGGERS = new Set([
  'no',
  'not',
  'never',
  'without',
  'denies',
  'denied',
  'deny',
  'dont',
  'didnt',
  'doesnt',
  'havent',
  'hasnt',
  'hadnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'aint',
  'nor',
  'neither',
  'nothing',
  'none',
]);

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

/** Words between a denial (or the last denied mention) and a mention, beyond which the denial has faded. */
const DENIAL_REACH = 6;

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
  if (CLAUSE_WORDS.has(token.text) || TRIGGERS.has(token.text) || AFFIRMING_AFTER_COMMA.has(token.text))
    return true;
  if (token.text === 'and' || token.text === 'or') return startsClause(tokens, i + 1);
  return SUBJECTS.has(token.text);
}

const expressesDoubt = (tokens: Token[], i: number) =>
  NOT_A_DENIAL.get(tokens[i]!.text)?.has(tokens[i + 1]?.text ?? '') === true;

// Said straight after a denying verb, these only soften it: "I haven't actually been sick", "not even a cough".
// After a bare "no" they start what is affirmed: "no, just a headache", "no actually, a cough".
const SOFTENERS = new Set(['actually', 'really', 'even', 'yet', 'ever']);
const DENYING_VERBS = new Set([
  'not',
  'never',
  'dont',
  'didnt',
  'doesnt',
  'havent',
  'hasnt',
  'hadnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
]);

function endsDenial(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  if (token.kind === 'stop') return true;
  if (token.kind === 'comma') return startsClause(tokens, i + 1);
  if (SOFTENERS.has(token.text) && DENYING_VERBS.has(tokens[i - 1]?.text ?? '')) return false;
  if (CLAUSE_WORDS.has(token.text)) return true;
  return SUBJECTS.has(token.text) && !BELIEF_VERBS.has(tokens[i - 1]?.text ?? '');
}

// "I wouldn't say depressed", "wouldn't call it pain": a denial, where "it wouldn't stop bleeding" is not.
const HEDGED_DENIAL = new Map([['wouldnt', new Set(['say', 'call'])]]);
const deniesByHedging = (tokens: Token[], i: number) =>
  HEDGED_DENIAL.get(tokens[i]!.text)?.has(tokens[i + 1]?.text ?? '') === true;

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
      reach = DENIAL_REACH;
      i = mention.lastToken;
    } else if (TRIGGERS.has(tokens[i]!.text) || deniesByHedging(tokens, i)) {
      if (expressesDoubt(tokens, i)) i++;
      else {
        inDenial = true;
        reach = DENIAL_REACH;
      }
    } else if (inDenial && (endsDenial(tokens, i) || --reach < 0)) inDenial = false;
  }
  return denied;
}
