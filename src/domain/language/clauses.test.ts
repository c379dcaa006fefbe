import { describe, expect, it } from 'vitest';
import { clausesOf } from './clauses';

describe('clausesOf', () => {
  it('splits at "and", "but" and punctuation', () => {
    expect(clausesOf('my back hurts and my knee is fine, but no fever')).toEqual([
      'my back hurts',
      'my knee is fine',
      'no fever',
    ]);
  });

  it('keeps a pair said as one expression in one clause', () => {
    expect(clausesOf('pins and needles in both feet and it comes on and off')).toEqual([
      'pins and needles in both feet',
      'it comes on and off',
    ]);
    // Only the fixed pairs: "came up and then" still splits.
    expect(clausesOf('nothing came up and then i vomited blood')).toEqual([
      'nothing came up',
      'then i vomited blood',
    ]);
    expect(clausesOf("no pins and needles, i'm black and blue")).toEqual([
      'no pins and needles',
      "i'm black and blue",
    ]);
  });
});
