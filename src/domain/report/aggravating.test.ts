import { describe, expect, it } from 'vitest';
import { aggravatingFactors } from './aggravating';

describe('aggravatingFactors', () => {
  it.each([
    [
      "It's worse when I bend over and when I sit for long",
      ['worse when bending over', 'worse when sitting for long'],
    ],
    ['it hurts when i chew', ['pain when chewing']],
    ['Lying down makes it worse', ['worse with lying down']],
    ['worse at night', ['worse at night']],
    ['Hurts going up the stairs', ['pain going up the stairs']],
    ['Anything cold, ice cream or cold water sets it off', ['worse with ice cream or cold water']],
    ["and then when I lie down in bed it's worse", ['worse when lying down in bed']],
    ["I can't sit for long, I have to get up", ["can't sit for long"]],
    [
      'Everything spins when I roll over or look up',
      ['spinning when rolling over', 'spinning when looking up'],
    ],
    ['it hurts on the right when he breathes in', ['pain on the right when breathing in']],
  ])('%s → %j', (said, factors) => {
    expect(aggravatingFactors(said).map((f) => f.phrase)).toEqual(factors);
  });

  it('reads nothing where nothing makes it worse, or the patient says it does not', () => {
    expect(aggravatingFactors("it's not worse when I bend")).toEqual([]);
    // A long trigger is kept whole, never cut off mid-word.
    expect(
      aggravatingFactors("It's worse when I look up at the ceiling or turn my head to the right.").map(
        (f) => f.phrase,
      ),
    ).toEqual(['worse when looking up at the ceiling', 'worse when turning the head to the right']);
    expect(aggravatingFactors('I feel worse in myself')).toEqual([]);
    expect(aggravatingFactors("I can't breathe")).toEqual([]);
    expect(aggravatingFactors('I have had a cough for three days')).toEqual([]);
  });
});

describe('denied triggers', () => {
  it.each([
    "Bending doesn't make it worse",
    'Nothing really makes it worse',
    "I don't think anything makes it worse",
    'Walking is not painful',
    'Stairs are not hard',
  ])('%s → nothing', (said) => {
    expect(aggravatingFactors(said)).toEqual([]);
  });
});
