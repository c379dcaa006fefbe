// Turns what a patient said (typed, or speech-recognition output without punctuation) into comparable
// tokens. The same function tokenises the vocabulary, so both sides meet in one spelling.

export type TokenKind = 'word' | 'comma' | 'stop';

export interface Token {
  /** Lower case, apostrophes removed ("can't" → "cant"), British spellings folded to one form. */
  text: string;
  kind: TokenKind;
  /** Offsets of the token in the original text. */
  start: number;
  end: number;
}

const FILLERS = new Set([
  'um',
  'umm',
  'uh',
  'uhh',
  'uhm',
  'er',
  'erm',
  'ehm',
  'hmm',
  'hm',
  'mm',
  'mhm',
  'like',
]);
const TWO_WORD_FILLERS = new Map([
  ['you', 'know'],
  ['i', 'mean'],
  ['sort', 'of'],
  ['kind', 'of'],
]);

// Speech recognisers and patients use both spellings; the vocabulary is matched in the American one.
const AMERICAN_SPELLING = new Map([
  ['diarrhoea', 'diarrhea'],
  ['dyspnoea', 'dyspnea'],
  ['apnoea', 'apnea'],
  ['oedema', 'edema'],
  ['haemorrhage', 'hemorrhage'],
  ['haematuria', 'hematuria'],
  ['haemoptysis', 'hemoptysis'],
  ['haematemesis', 'hematemesis'],
  ['haemorrhoids', 'hemorrhoids'],
  ['haematoma', 'hematoma'],
  ['anaemia', 'anemia'],
  ['anaemic', 'anemic'],
  ['oesophagus', 'esophagus'],
  ['faeces', 'feces'],
  ['faecal', 'fecal'],
  ['coeliac', 'celiac'],
  ['paediatric', 'pediatric'],
  ['ischaemia', 'ischemia'],
  ['hyperaesthesia', 'hyperesthesia'],
  ['paraesthesia', 'paresthesia'],
  ['anaesthesia', 'anesthesia'],
  ['tumour', 'tumor'],
  ['colour', 'color'],
  ['behaviour', 'behavior'],
  ['vomitting', 'vomiting'],
  ['nauseus', 'nauseous'],
]);

const STOPS = '.!?;:\n';
const COMMAS = ',–—';
const APOSTROPHES = "'’";

const isLetterAt = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code >= 97 && code <= 122;
};
const isDigitAt = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code >= 48 && code <= 57;
};
const isApostropheInWord = (text: string, i: number) =>
  APOSTROPHES.includes(text.charAt(i)) && isLetterAt(text, i + 1);

function endOfToken(source: string, start: number): number {
  let end = start + 1;
  if (isLetterAt(source, start)) {
    while (isLetterAt(source, end) || isApostropheInWord(source, end)) end++;
  } else if (isDigitAt(source, start)) {
    while (isDigitAt(source, end) || (source.charAt(end) === '.' && isDigitAt(source, end + 1))) end++;
  } else if (STOPS.includes(source.charAt(start))) {
    while (end < source.length && STOPS.includes(source.charAt(end))) end++;
  }
  return end;
}

// A hand-written scanner rather than a regex: the report reads every line of a long consultation.
export function tokenize(text: string): Token[] {
  const lowered = text.toLowerCase();
  // Lower-casing lengthens a few non-English letters; offsets must stay those of the original text.
  const source = lowered.length === text.length ? lowered : text.replace(/[^\p{ASCII}]/gu, ' ').toLowerCase();
  const tokens: Token[] = [];
  let start = 0;
  while (start < source.length) {
    const end = endOfToken(source, start);
    const raw = source.slice(start, end);
    if (isLetterAt(source, start)) addWord(tokens, raw, start, end);
    else if (isDigitAt(source, start)) tokens.push({ text: raw, kind: 'word', start, end });
    else if (STOPS.includes(raw.charAt(0))) tokens.push({ text: raw, kind: 'stop', start, end });
    else if (COMMAS.includes(raw)) tokens.push({ text: raw, kind: 'comma', start, end });
    start = end;
  }
  return tokens;
}

function addWord(tokens: Token[], raw: string, start: number, end: number): void {
  const plain = raw.includes("'") || raw.includes('’') ? raw.replace(/['’]/g, '') : raw;
  const word = AMERICAN_SPELLING.get(plain) ?? plain;
  if (FILLERS.has(word)) return;
  const previous = tokens.at(-1);
  if (previous && TWO_WORD_FILLERS.get(previous.text) === word) {
    tokens.pop();
    return;
  }
  tokens.push({ text: word, kind: 'word', start, end });
}
