// Reading spoken, lay replies: normalising speech-to-text output, clauses, negation, yes/no, numbers in words.

/** Lower case, straight apostrophes, contractions restored (speech-to-text often drops them), one space. */
// The same text is normalised by several readers in a turn (the guard, the floor, the report): the last few
// results are kept. Pure: the same text always normalises the same.
const recentlyNormalised = new Map<string, string>();
const NORMALISED_KEPT = 32;

export function normalize(text: string): string {
  const known = recentlyNormalised.get(text);
  if (known !== undefined) return known;
  const normalised = normalizeOnce(text);
  if (recentlyNormalised.size >= NORMALISED_KEPT)
    recentlyNormalised.delete(recentlyNormalised.keys().next().value!);
  recentlyNormalised.set(text, normalised);
  return normalised;
}

function normalizeOnce(text: string): string {
  return unmishear(
    ` ${text} `
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, ', ')
      .replace(/\s+/g, ' ')
      // "dont", "cant", "isnt" … as speech-to-text writes them
      .replace(
        /\b(can|don|doesn|didn|won|isn|aren|wasn|weren|haven|hasn|hadn|couldn|shouldn|wouldn)t\b/g,
        "$1't",
      )
      .replace(/\bim\b/g, "i'm")
      .replace(/\bive\b/g, "i've")
      .replace(/\bthats\b/g, "that's")
      .replace(/\b(cannot|can not)\b/g, "can't")
      .replace(/\b(do|does|did|is|are|was|were|have|has|had|could|should|would) not\b/g, "$1n't")
      .replace(/\bwill not\b/g, "won't")
      .replace(/\bi am\b/g, "i'm")
      .replace(/\bit is\b/g, "it's")
      .replace(/\bi have\b/g, "i've")
      .replace(/\bi'm\b(?= (?:got|had|been)\b)/g, "i've")
      .replace(/\b(\w+) (?:is|are) paining\b/g, '$1 hurts')
      .replace(/\bpaining\b/g, 'hurting')
      .replace(
        /\bsince (?=(?:one|two|three|four|five|six|seven|\d+|a few|few) (?:days?|weeks?|months?|hours?)\b)/g,
        'for ',
      )
      .replace(/\b(\w+) from (?:ten|10)\b/g, '$1 out of ten')
      .replace(
        /\b((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|a couple of) (?:minutes?|hours?|days?|weeks?|months?)) before\b(?! (?:that|the|this|my|i|it|we|he|she|they|then))/g,
        '$1 ago',
      )
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** What speech recognisers commonly mishear, put back where only one sense is possible. */
const MISHEARD: readonly [RegExp, string][] = [
  [/\bchess (?=pains?\b|tightness|pressure|hurts?\b)/g, 'chest '],
  [/\b(?:in|on|across) my chess\b/g, 'in my chest'],
  [/\bshort(?:ness)? of (?:breast|bread|brett|breadth)\b/g, 'short of breath'],
  [/\bout of (?:breast|bread|brett)\b/g, 'out of breath'],
  [/\b(?:catch|get) my (?:breast|bread)\b/g, 'catch my breath'],
  [/\bhard (?=attack|rate|beat|racing|is racing|pounding)/g, 'heart '],
  [/\bmy hard (?=is|was|keeps|keeps on|feels|going|racing|pounding|beating|skipping)/g, 'my heart '],
  [/\bhart\b/g, 'heart'],
  [/\bmy chess\b/g, 'my chest'],
  [/\btung\b/g, 'tongue'],
  [/\bhard to breed\b/g, 'hard to breathe'],
  [/\bbreed in\b/g, 'breathe in'],
  [/\b(voice is|voice has gone|voice's gone|gone all|all) horse\b/g, '$1 hoarse'],
  [/\bsee food\b/g, 'seafood'],
  [/\bpara seat a mole\b|\bparasite a mole\b/g, 'paracetamol'],
  [/\ba pick so ban\b|\bapixa ban\b/g, 'apixaban'],
  [/\bwarfare in\b/g, 'warfarin'],
  [/\bsir trolling\b/g, 'sertraline'],
  [/\bneuro fen\b/g, 'nurofen'],
  [/\bstat in\b/g, 'statin'],
  [/\bmet form(?:in)?\b/g, 'metformin'],
  [
    /\b(my|the|his|her|left|right) i\b(?! (?:am|have|was|had|think|feel|can|can't|don't|didn't|just|got|need|want|know|thought|went|woke|said|mean)\b)/g,
    '$1 eye',
  ],
  [/\bstrokes? like symptoms\b/g, 'stroke symptoms'],
  [/\bsee sure\b|\bseizure's\b/g, 'seizure'],
  [/\bun ?con?cious\b|\bunconcious\b/g, 'unconscious'],
  [/\bconcussed\b/g, 'concussion'],
  [/\bdiarr?h?o?e?a\b|\bdiarrhea\b|\bdiarea\b/g, 'diarrhoea'],
  [/\bnumbed\b/g, 'numb'],
  [/\bhead egg\b/g, 'headache'],
  [/\b(?:hedache|headach|hedake|headake|heddache)\b/g, 'headache'],
  [/\b(?:saw|soar|sour) (?=throat\b)/g, 'sore '],
  [/\bstomache\b/g, 'stomach ache'],
  [/\bhead ache\b/g, 'headache'],
  [/\btummy egg\b/g, 'tummy ache'],
  [/\bfever of (?:a )?hundred and (one|two|three|four)\b/g, 'fever of 10$1 f'],
  [/\b(?:a )?hundred and (one|two|three|four)(?: degrees)?(?= fever| temperature| temp)\b/g, '10$1 f'],
];

const DIGIT: Record<string, string> = { one: '1', two: '2', three: '3', four: '4' };

/** Speech-recognition confusions undone (see MISHEARD). */
export function unmishear(normalized: string): string {
  let text = normalized;
  for (const [pattern, replacement] of MISHEARD) text = text.replace(pattern, replacement);
  return text.replace(/\b10(one|two|three|four) f\b/g, (_, w: string) => `10${DIGIT[w]} f`);
}

// "So" joins clauses ("so I went to bed") but also says how much ("my scalp's so tender"): only the first splits.
const CLAUSE_BREAK =
  /(?:[.!?;:,]+(?=\s|$))|\s(?:but|and|although|though|however|except|apart from|other than|besides|because|cos|cause|since|so(?=\s(?:i|i'm|i've|i'd|we|he|she|they|it|it's|my|the|there|now|then|that)\b)|whereas|plus)\s/g;
// A leading "no", "yes" or filler followed by a new statement ("no i have a fever") starts a new clause.
const LEADING_INTERJECTION =
  /^(?:no|nope|nah|yes|yeah|yep|ok|okay|well|um|uh|er|erm|actually|oh)\s+(?=(?:i|i'm|i've|it|it's|my|there|the|we|he|she|they|its)\b)/;

/** Split into clauses, the scope of a negation in speech. */
export function clausesOf(normalized: string): string[] {
  const out: string[] = [];
  for (const part of normalized.split(CLAUSE_BREAK)) {
    let clause = part.trim();
    const lead = LEADING_INTERJECTION.exec(clause);
    if (lead) {
      out.push(lead[0].trim());
      clause = clause.slice(lead[0].length).trim();
    }
    if (clause) out.push(clause);
  }
  return out;
}

// "can't", "couldn't" and "won't" are not here: "I can't breathe", "I couldn't stop coughing".
const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nothing',
  'neither',
  'nor',
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
  "hadn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "wouldn't",
  'denies',
  'deny',
  'free',
  'nope',
  'nah',
]);
const NEGATION_WINDOW = 6;

/** Whether the words just before `index` in a clause negate what follows. */
export function isNegatedAt(clause: string, index: number): boolean {
  const before = clause.slice(0, index).split(/\s+/).filter(Boolean).slice(-NEGATION_WINDOW);
  return before.some((word) => NEGATORS.has(word.replace(/[^a-z']/g, '')));
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

/** A concept is found in text by a pattern, or by a small function for what a pattern cannot say. */
export type Matcher = RegExp | ((a: Analysed) => boolean);

export type Presence = 'present' | 'absent' | 'negated';

/** Whether a pattern occurs un-negated in any clause ('present'), only negated ('negated'), or not at all. */
export function presence(a: Analysed, matcher: Matcher): Presence {
  if (typeof matcher === 'function') return matcher(a) ? 'present' : 'absent';
  // Most patterns are absent from most replies: one scan of the whole text settles that before the clauses.
  if (canPrefilter(matcher) && !firstOf(matcher).test(a.text)) return 'absent';
  let negated = false;
  for (let i = 0; i < a.clauses.length; i++) {
    const clause = a.clauses[i]!;
    for (const match of clause.matchAll(globalOf(matcher))) {
      if (!isNegatedAt(clause, match.index) && !deniedAfter(a, i)) return 'present';
      negated = true;
    }
  }
  return negated ? 'negated' : 'absent';
}

/** Negation scoped backwards, within one sentence: "temperature? no", "chest pain, none". */
const DENIED_AFTER = /^\s*[?,:;]\s*(?:no|nope|nah|none|never|not really)\b(?!\s+\w+\s+\w)/;
function deniedAfter(a: Analysed, i: number): boolean {
  const clause = a.clauses[i]!;
  const at = a.text.indexOf(clause);
  return at >= 0 && DENIED_AFTER.test(a.text.slice(at + clause.length, at + clause.length + 24));
}

export const isPresent = (a: Analysed, matcher: Matcher) => presence(a, matcher) === 'present';

/** Un-negated matches across clauses, with the clause they were found in. */
export function matchesIn(a: Analysed, pattern: RegExp): { match: RegExpExecArray; clause: string }[] {
  const out: { match: RegExpExecArray; clause: string }[] = [];
  a.clauses.forEach((clause, i) => {
    for (const match of clause.matchAll(globalOf(pattern))) {
      if (!isNegatedAt(clause, match.index) && !deniedAfter(a, i))
        out.push({ match: match as RegExpExecArray, clause });
    }
  });
  return out;
}

const globalCache = new WeakMap<RegExp, RegExp>();
/** A pattern with no anchors matches a clause only if it matches the text the clause came from. */
const prefilterable = new WeakMap<RegExp, boolean>();
function canPrefilter(pattern: RegExp): boolean {
  let can = prefilterable.get(pattern);
  if (can === undefined) {
    can = !/[\^$]|\(\?<?[=!]/.test(pattern.source.replace(/\[\^/g, '['));
    prefilterable.set(pattern, can);
  }
  return can;
}

/** The pattern without the global flag, so test() keeps no position between texts. */
function firstOf(pattern: RegExp): RegExp {
  if (!pattern.global && !pattern.sticky) return pattern;
  let plain = plainCache.get(pattern);
  if (!plain) {
    plain = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    plainCache.set(pattern, plain);
  }
  return plain;
}
const plainCache = new WeakMap<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  if (pattern.global) return pattern;
  let g = globalCache.get(pattern);
  if (!g) {
    g = new RegExp(pattern.source, pattern.flags + 'g');
    globalCache.set(pattern, g);
  }
  return g;
}

/** `\b(?:a|b|c)\b` from alternatives, so pattern tables read as lists of phrases. */
export function phrases(...alternatives: string[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`);
}

/** Both patterns, un-negated, in one clause (or in two neighbouring clauses of one utterance). */
export function together(first: RegExp, second: RegExp, span = 1): Matcher {
  return (a: Analysed) =>
    a.clauses.some((clause, i) => {
      if (!isPresent({ text: clause, clauses: [clause] }, first)) return false;
      // Each neighbouring clause is read on its own, so that a negation does not reach across clauses.
      return a.clauses
        .slice(Math.max(0, i - span + 1), i + span)
        .some((near) => isPresent({ text: near, clauses: [near] }, second));
    });
}

/** Present when any of the matchers is. */
export function anyOf(...matchers: Matcher[]): Matcher {
  return (a: Analysed) => matchers.some((matcher) => isPresent(a, matcher));
}

/** The pattern un-negated, and none of the excluding context anywhere in the utterance. */
export function unless(pattern: Matcher, context: RegExp): Matcher {
  return (a: Analysed) => isPresent(a, pattern) && !isPresent(a, context);
}

/** A yes and nothing else: a longer reply that starts with "yes" may be answering something else. */
const PLAIN_YES =
  /^(?:(?:yes|yeah|yep|yup|aye|sometimes|definitely|absolutely|correct|that's right|a bit|a little|i think so|sort of|kind of|every (?:day|night))\b(?: \S+){0,6}|(?:i'm|i've|i do|i did|it's|it does|he's|she's|he does|she does|they are|they're|they have|they've|they do)(?: (?:yes|actually|sadly|a bit|a little|sometimes|i'm afraid))?)$/;

const PLAIN_NO =
  /^(?:no|nope|nah|no no|not really|not at all|none|never|no never|nothing|nothing like that|none of (?:that|those|them)|no,? (?:none|nothing)(?: (?:of (?:that|those|them)|like that))?|no,? (?:i'm|he's|she's|they're|we're) (?:fine|ok|okay|alright|all right|good)|no,? (?:thank god|thankfully|luckily|not at all|definitely not|not really|i don't think so)|i don't think so|no,? (?:nothing|none) (?:of the sort|at all))$/;

/** A no and nothing else: a longer reply that starts "no" may be answering something else. */
export function isPlainNo(normalized: string): boolean {
  return PLAIN_NO.test(
    normalized
      .replace(/[.,!?]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

export function isPlainYes(normalized: string): boolean {
  return PLAIN_YES.test(normalized.replace(/[.,!?]/g, '').trim());
}

// ---- yes / no / don't know ---------------------------------------------------------------------

const UNKNOWN =
  /\b(?:i don't know|don't know|dunno|not sure|no idea|unsure|can't remember|don't remember|can't recall|hard to say|can't say|no clue|couldn't say|couldn't tell you|i'm not certain|not certain)\b/;
const NO =
  /^(?:no\b|nope\b|nah\b|not really\b|not that i know|not that i'm aware|i don't think so|don't think so|not at all|none\b|nothing\b|never\b|i haven't\b|i don't\b|i'm not\b|it isn't\b|it's not\b|it doesn't\b|it didn't\b|i didn't\b|not\b|negative\b|no i\b)/;
const YES =
  /^(?:yes\b|yeah\b|yep\b|yup\b|ya\b|yea\b|aye\b|sure\b|i do\b|i have\b|i am\b|i've\b|it is\b|it does\b|correct\b|right\b|that's right|that's correct|exactly\b|definitely\b|absolutely\b|uh huh|mm hmm|mhm|i think so|probably\b|it has\b|i did\b|yes i|ok\b|okay\b|indeed\b|spot on|you got it|that's it\b)/;

export type Answer = 'yes' | 'no' | 'unknown' | 'other';

/** The gist of a reply to a yes/no question. */
export function answerOf(normalized: string): Answer {
  const t = normalized.replace(/^(?:um+|uh+|er+m?|well|so|oh|hmm+)[, ]+/, '');
  if (UNKNOWN.test(t) && !/^(?:yes|yeah|nope)\b|^no\b(?! idea| clue)/.test(t)) return 'unknown';
  if (NO.test(t)) return 'no';
  if (YES.test(t)) return 'yes';
  return 'other';
}

/** The gist of a reply, or of its first clause that says yes, no or don't know ("actually it was Monday, and no"). */
export function answerOfReply(normalized: string): Answer {
  const whole = answerOf(normalized);
  if (whole !== 'other') return whole;
  for (const clause of clausesOf(normalized)) {
    const answer = answerOf(clause);
    if (answer !== 'other') return answer;
  }
  return 'other';
}

const CLOSING =
  /\b(?:that's (?:all|it|everything)|nothing else|no(?:,)? thank|no thanks|thank you|thanks|cheers|bye|goodbye|that's fine|all good|i'm (?:fine|good|ok|okay)(?: thanks)?|no more questions|nothing more|that'll be all|that covers it|i'm done)\b/;

/** "No", "that's all", "thank you": the patient has nothing more. */
export function isClosing(normalized: string): boolean {
  return (
    CLOSING.test(normalized) ||
    /^(?:no|nope|nah|no,? that's|not really|nothing)\b[^?]{0,30}$/.test(normalized)
  );
}

const CORRECTION =
  /\b(?:actually|sorry|i mean|i meant|correction|no wait|wait|let me correct|to correct|rather|not \w+ but|i got that wrong|i was wrong|come to think of it|on second thought)\b/;

/** The patient is correcting something said before ("actually it started Monday"). */
export function isCorrection(normalized: string): boolean {
  return CORRECTION.test(normalized);
}

// ---- numbers in words ---------------------------------------------------------------------------

const UNITS: Record<string, number> = {
  zero: 0,
  nought: 0,
  nil: 0,
  none: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  couple: 2,
  'a couple of': 2,
  'a couple': 2,
  'a few': 3,
  few: 3,
  several: 4,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A number as a pattern source: digits, or words up to ninety-nine, or 'a few'. */
export const NUMBER =
  '(?:\\d+(?:\\.\\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|nought|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a couple of|a couple|a few|several|an|a)';

/** The value of a NUMBER match, or null. */
export function numberOf(word: string): number | null {
  const w = word.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  if (w in UNITS) return UNITS[w]!;
  const [tens, unit] = w.split(/[- ]/);
  if (tens && tens in TENS) return TENS[tens]! + (unit ? (UNITS[unit] ?? 0) : 0);
  return null;
}

// ---- speaking -----------------------------------------------------------------------------------

/** "a, b and c". */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The patient's words turned to the doctor's point of view ("my back" → "your back"). */
export function secondPerson(text: string): string {
  return text
    .replace(/\bi'm\b/g, "you're")
    .replace(/\bi've\b/g, "you've")
    .replace(/\bi'd\b/g, "you'd")
    .replace(/\bi\b/g, 'you')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself')
    .replace(/\bmine\b/g, 'yours');
}

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
