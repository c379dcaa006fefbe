// A token trie over the whole vocabulary, built once: matching a text costs one walk per token,
// however many phrases there are.
import type { Token } from '../language';

interface TrieNode<T> {
  children: Map<string, TrieNode<T>>;
  value?: T;
}

export interface PhraseMatch<T> {
  /** Indexes into the token array, both inclusive. */
  firstToken: number;
  lastToken: number;
  value: T;
}

// Words people slip into the middle of a phrase: "pain in my lower back", "my knee has been really hurting".
const SKIPPABLE_INSIDE_PHRASE = new Set([
  'my',
  'the',
  'his',
  'her',
  'their',
  'your',
  'our',
  'a',
  'an',
  'left',
  'right',
  'lower',
  'upper',
  'both',
  'is',
  'are',
  'am',
  'was',
  'were',
  'been',
  'has',
  'have',
  'had',
  'keeps',
  'kept',
  'still',
  'really',
  'actually',
  'totally',
  'absolutely',
  'very',
  'so',
  'quite',
  'pretty',
  'bit',
  'little',
  'all',
  'getting',
  'gets',
  'got',
  'started',
  'now',
  'constantly',
  'always',
  'extremely',
  'terribly',
  'badly',
  'sharp',
  'dull',
  'bad',
]);
const MAX_SKIPS_PER_PHRASE = 3;

/**
 * A word without its ending, so one phrase matches the ways it is said: "burns", "burning" and "burned" are "burn";
 * "worries" and "worrying" are "worry"; "aches" and "aching" are "ach". Words of three letters are kept whole.
 */
export function stemOf(word: string): string {
  if (word.length <= 3) return word;
  // "peed", "weed": the past of "pee" and "wee".
  if (/^[pw]eed$/.test(word)) return word.slice(0, -1);
  let stem = word;
  if (/ie[sd]$/.test(stem)) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('ing') && stem.length >= 6) stem = stem.slice(0, -3);
  else if (stem.endsWith('ed') && !stem.endsWith('eed') && stem.length >= 5) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  // "tingling" and "tingle" meet at "tingl". A doubled consonant stays: "spotting" is not "spots".
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}

export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = { children: new Map() };
  private readonly keyOf: (word: string) => string;

  /** With `anyEnding`, a phrase matches its words with any ending ("burns when I wee" matches "burning"). */
  constructor(options: { anyEnding?: boolean } = {}) {
    this.keyOf = options.anyEnding ? stemOf : (word) => word;
  }

  /**
   * The first value added for a phrase wins, so callers add their most specific sources first.
   * Skippable words after the first are optional, so "can't catch my breath" also matches "can't catch her breath".
   */
  add(phraseTokens: string[], value: T): void {
    let node = this.root;
    for (const [index, word] of phraseTokens.entries()) {
      if (index > 0 && SKIPPABLE_INSIDE_PHRASE.has(word)) continue;
      const key = this.keyOf(word);
      let child = node.children.get(key);
      if (!child) {
        child = { children: new Map() };
        node.children.set(key, child);
      }
      node = child;
    }
    if (phraseTokens.length > 0 && node.value === undefined) node.value = value;
  }

  /** Longest phrases first, left to right, never overlapping; phrases never cross punctuation. */
  findAll(tokens: Token[]): PhraseMatch<T>[] {
    const matches: PhraseMatch<T>[] = [];
    const stems = tokens.map((token) => this.keyOf(token.text));
    for (let i = 0; i < tokens.length; i++) {
      const match = this.longestAt(tokens, stems, i);
      if (match) {
        matches.push(match);
        i = match.lastToken;
      }
    }
    return matches;
  }

  private longestAt(tokens: Token[], stems: string[], first: number): PhraseMatch<T> | undefined {
    const start = tokens[first]!;
    let node = start.kind === 'word' ? this.root.children.get(stems[first]!) : undefined;
    if (!node) return undefined;
    let longest =
      node.value === undefined ? undefined : { firstToken: first, lastToken: first, value: node.value };
    let skips = 0;
    for (let i = first + 1; i < tokens.length && node.children.size > 0; i++) {
      const token = tokens[i]!;
      if (token.kind !== 'word') break;
      const child: TrieNode<T> | undefined = node.children.get(stems[i]!);
      if (child) {
        node = child;
        if (node.value !== undefined) longest = { firstToken: first, lastToken: i, value: node.value };
      } else if (!SKIPPABLE_INSIDE_PHRASE.has(token.text) || ++skips > MAX_SKIPS_PER_PHRASE) break;
    }
    return longest;
  }
}
