import { describe, expect, it } from 'vitest';
import { analyse } from './clauses';
import { denialsOf } from './negation';
import { phrases, presence } from './presence';
import { tokenize } from './tokens';
import { answerOf } from './answers';

/** Whether each occurrence of `word` in the text is denied, read by the token reader. */
function tokenDenials(text: string, word: string): boolean[] {
  const tokens = tokenize(text);
  const mentions = tokens.flatMap((token, i) =>
    token.text === word ? [{ firstToken: i, lastToken: i }] : [],
  );
  return denialsOf(tokens, mentions);
}

describe('one negation, read from clauses and from tokens alike', () => {
  it.each([
    ['no fever', true],
    ["I don't have a fever", true],
    ['I wouldnt say fever', true],
    ['it wouldnt stop, a fever', false],
    ["the fever wouldn't go", false],
    ['fever? no', true],
    ['fever, nope.', true],
    ['fever? not really', true],
    ['fever? no but my head hurts', false],
    ['some fever, no redness or heat', false],
    ['I have a fever', false],
    ["I don't know if it's a fever", false],
    ['fever? none thankfully', true],
    ['fever? no never', true],
    ['fever? no mate', true],
    ['free of fever now', true],
    ['smoke free two years, a fever now', false],
    ["i've been symptom free for years, fever started today", false],
  ] as const)('%s: fever denied %s', (text, denied) => {
    expect(presence(analyse(text), phrases('fever'))).toBe(denied ? 'negated' : 'present');
    expect(tokenDenials(text, 'fever')).toEqual([denied]);
  });
});

describe('what was looked for is denied, not where it was looked', () => {
  it.each([
    ['no blood in the vomit', false],
    ['vomit? no', true],
    ['no vomit', true],
    ['no pus or blood on the vomit', false],
    ['not vomiting and no blood', true],
  ] as const)('%s: vomit denied %s', (text, denied) => {
    const word = text.includes('vomiting') ? 'vomiting' : 'vomit';
    expect(presence(analyse(text), phrases(word))).toBe(denied ? 'negated' : 'present');
    expect(tokenDenials(text, word)).toEqual([denied]);
  });
});

describe('a yes or no to "is there…?"', () => {
  it.each([
    ['there is yeah', 'yes'],
    ["there's a bit of tightness", 'yes'],
    ["no there isn't", 'no'],
    ["there's no pain", 'no'],
  ] as const)('%s is %s', (text, answer) => {
    expect(answerOf(text)).toBe(answer);
  });
});
