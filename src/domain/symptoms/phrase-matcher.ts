// A token trie over the whole vocabulary, built once: matching a text costs one walk per token,
// however many phrases there are.
import type { Token } from './spoken-tokens';

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

export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = { children: new Map() };

  /**
   * The first value added for a phrase wins, so callers add their most specific sources first.
   * Skippable words after the first are optional, so "can't catch my breath" also matches "can't catch her breath".
   */
  add(phraseTokens: string[], value: T): void {
    let node = this.root;
    for (const [index, word] of phraseTokens.entries()) {
      if (index > 0 && SKIPPABLE_INSIDE_PHRASE.has(word)) continue;
      let child = node.children.get(word);
      if (!child) {
        child = { children: new Map() };
        node.children.set(word, child);
      }
      node = child;
    }
    if (phraseTokens.length > 0 && node.value === undefined) node.value = value;
  }

  /** Longest phrases first, left to right, never overlapping; phrases never cross punctuation. */
  findAll(tokens: Token[]): PhraseMatch<T>[] {
    const matches: PhraseMatch<T>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const match = this.longestAt(tokens, i);
      if (match) {
        matches.push(match);
        i = match.lastToken;
      }
    }
    return matches;
  }

  private longestAt(tokens: Token[], first: number): PhraseMatch<T> | undefined {
    const start = tokens[first]!;
    let node = start.kind === 'word' ? this.root.children.get(start.text) : undefined;
    if (!node) return undefined;
    let longest =
      node.value === undefined ? undefined : { firstToken: first, lastToken: first, value: node.value };
    let skips = 0;
    for (let i = first + 1; i < tokens.length && node.children.size > 0; i++) {
      const token = tokens[i]!;
      if (token.kind !== 'word') break;
      const child: TrieNode<T> | undefined = node.children.get(token.text);
      if (child) {
        node = child;
        if (node.value !== undefined) longest = { firstToken: first, lastToken: i, value: node.value };
      } else if (!SKIPPABLE_INSIDE_PHRASE.has(token.text) || ++skips > MAX_SKIPS_PER_PHRASE) break;
    }
    return longest;
  }
}
