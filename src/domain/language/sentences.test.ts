import { describe, expect, it } from 'vitest';
import { isQuestion, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence punctuation but not after a title', () => {
    expect(splitSentences('See Dr. Patel today. Rest! Is it worse?')).toEqual([
      'See Dr. Patel today.',
      'Rest!',
      'Is it worse?',
    ]);
  });

  it('reads an LLM’s markdown list as sentences', () => {
    expect(splitSentences('Here is what to do:\n\n1. **Rest** well.\n- Drink *plenty* of water')).toEqual([
      'Here is what to do:',
      'Rest well.',
      'Drink plenty of water',
    ]);
  });

  it('keeps a one-line reply that starts with a number: a value, not a list', () => {
    expect(splitSentences('150. Normal for me is four fifty.')).toEqual([
      '150.',
      'Normal for me is four fifty.',
    ]);
    expect(splitSentences("7. It's bad.")).toEqual(['7.', "It's bad."]);
  });

  it('breaks a long unpunctuated run of speech where advice begins', () => {
    expect(
      splitSentences(
        'i think this is a cold you should rest and drink fluids if it gets worse see a gp please',
      ),
    ).toEqual([
      'i think this is a cold',
      'you should rest and drink fluids',
      'if it gets worse see a gp',
      'please',
    ]);
  });
});

describe('isQuestion', () => {
  it.each(['Is it worse?', 'when did it start', 'do you take any medicines', 'any allergies'])(
    '"%s" asks',
    (s) => {
      expect(isQuestion(s)).toBe(true);
    },
  );

  it.each([
    'Rest for a day, okay?',
    'Should you get worse, call 111.',
    'Have plenty of fluids.',
    'When you stand, go slowly.',
  ])('"%s" does not ask', (s) => {
    expect(isQuestion(s)).toBe(false);
  });
});
