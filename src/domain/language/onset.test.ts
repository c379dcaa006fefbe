import { describe, expect, it } from 'vitest';
import { analyse } from './clauses';
import { spokenOnset } from './onset';

const NOW = new Date('2025-03-12T10:00:00Z'); // a Wednesday
const read = (text: string, bare: boolean) =>
  spokenOnset(analyse(text).text, NOW, { answersOnsetQuestion: bare, mentionsSymptom: () => false });

describe('spokenOnset: when it started, as the doctor says it back', () => {
  it.each([
    ['it started yesterday morning', false, 'since yesterday morning'],
    ['about three days ago', false, 'for about three days'],
    ["I've had it for a couple of weeks", false, 'for a couple of weeks'],
    ['Monday', true, 'since Monday'],
    ['actually it started on Friday', false, 'since Friday'],
    ['since the weekend', false, 'since the weekend'],
    ['a fortnight ago', false, 'for a fortnight'],
    ['since I ate the prawns', false, 'since you ate the prawns'],
    ['three weeks', true, 'for three weeks'],
  ] as const)('%s → %s', (text, bare, phrase) => {
    expect(read(text, bare)?.phrase).toBe(phrase);
  });

  it('knows how long ago, in days, and never places a weekday in the future', () => {
    expect(read('three days ago', false)?.daysAgo).toBeCloseTo(3);
    expect(read('for two weeks', false)?.daysAgo).toBe(14);
    const friday = read('since Friday', false)!;
    expect(friday.daysAgo).toBeGreaterThan(4);
    expect(friday.daysAgo).toBeLessThan(6);
  });

  it('reads nothing when the reply is not about time', () => {
    expect(read('no fever', false)).toBeNull();
    expect(read('it hurts now', true)).toBeNull();
  });
});

describe('spokenOnset: lengths said without a count, and lengths that are not onsets', () => {
  it.each([
    ["my spots, it's been months", 'for months'],
    ["I've had it for ages", 'for a long time'],
    ['the day after the 3rd my calf started aching', 'since the day after the 3rd'],
  ] as const)('%s → %s', (text, phrase) => {
    expect(read(text, false)?.phrase).toBe(phrase);
  });

  it('does not take a length spent doing something for how long it has been', () => {
    expect(read('I ran it under the cold tap for ages', false)).toBeNull();
  });
});
