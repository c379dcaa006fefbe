// Sentences of a turn, whoever produced it: an LLM's markdown lists, a rule-based doctor's tidy lines,
// or speech recognition with no punctuation at all.
import { capitalise } from './speaking';

/** Words after which a full stop does not end a sentence (lower case, without their final dot). */
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'e.g',
  'i.e',
  'vs',
  'cf',
  'approx',
]);
// A whole turn is split at once, so "etc." is read as not ending one too (a stream cannot wait to see what follows).
const ABBREVIATION = new RegExp(
  `\\b(?:${[...ABBREVIATIONS, 'etc'].map((word) => word.replace('.', '\\.')).join('|')})\\.$`,
  'i',
);

// Where an unpunctuated run of speech most plausibly starts a new sentence.
const SPOKEN_SENTENCE_STARTS =
  /\s+(?=(?:i think|i suspect|i would recommend|i'd recommend|i recommend|i suggest|i'd suggest|my advice|my impression|you should|to summarise|to summarize|for follow[- ]up|in the meantime|please|make sure|try to|if|do not|don't|dont)\b)/gi;
const UNPUNCTUATED_RUN_WORDS = 15;

const MARKDOWN = /[*_`#]|^\s*[-•]\s|\s[-–—]\s/m;
/** A numbered list takes lines of its own: a one-line reply "150. Normal." or "7. It's bad." starts with a value. */
const NUMBERED_LIST = /^\s*\d+[.)]\s(?=[\s\S]*\n)|\n\s*\d+[.)]\s/;

function withoutMarkdown(text: string): string {
  const numbered = NUMBERED_LIST.test(text);
  if (!numbered && !MARKDOWN.test(text)) return text;
  return text
    .replace(/[*_`#]+/g, '')
    .replace(numbered ? /^\s*(?:[-•]|\d+[.)])\s+/gm : /^\s*[-•]\s+/gm, '')
    .replace(/\s+[-–—]\s+/g, ', ');
}

const SENTENCE_END = /[.!?](?=\s)|\n/g;

function splitAtPunctuation(text: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let end = SENTENCE_END.exec(text); end; end = SENTENCE_END.exec(text)) {
    const sentence = text.slice(from, end.index + 1);
    if (ABBREVIATION.test(sentence)) continue;
    sentences.push(sentence);
    from = end.index + 1;
  }
  sentences.push(text.slice(from));
  return sentences;
}

function wordCount(text: string): number {
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === ' ') count++;
  return count;
}

function splitUnpunctuatedRun(sentence: string): string[] {
  if (/[.!?]$/.test(sentence) || wordCount(sentence) < UNPUNCTUATED_RUN_WORDS) return [sentence];
  return sentence.split(SPOKEN_SENTENCE_STARTS);
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const punctuated of splitAtPunctuation(withoutMarkdown(text))) {
    for (const sentence of splitUnpunctuatedRun(punctuated.trim())) {
      const trimmed = sentence.trim();
      if (/[a-z0-9]/i.test(trimmed)) sentences.push(trimmed);
    }
  }
  return sentences;
}

const ASKS_WITHOUT_QUESTION_MARK =
  /^(?:(?:what|when|where|which|who|why|how)\b|(?:do|does|did|is|are|was|were|have|has|had|can|could|would|will|may)\s+(?:you|i|we|it|he|she|they|there|your|the|that|this|anyone|anything)\b|any (?:other|allergies|medical|medicines?|medications?)\b)/i;
const TAG_QUESTION = /,\s*(?:okay|ok|alright|all right|right)\?$/i;

/** True for questions, including unpunctuated spoken ones; a trailing "…, okay?" does not make advice a question. */
export function isQuestion(sentence: string): boolean {
  const trimmed = sentence.trim();
  if (trimmed.endsWith('?')) return !TAG_QUESTION.test(trimmed);
  return !/[.!]$/.test(trimmed) && ASKS_WITHOUT_QUESTION_MARK.test(trimmed);
}

/** Removes the hesitations of speech from text that will be shown to a reader. */
export function withoutFillers(text: string): string {
  return text
    .replace(/\b(?:u+m+|u+h+|e+r+m*|uhm|hmm+|you know|i mean)\b,?\s*/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Ends a sentence with a full stop unless it already has one. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/, '');
  return capitalise(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
}
