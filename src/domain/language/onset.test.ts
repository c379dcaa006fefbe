import { describe, expect, it } from 'vitest';
import { analyse } from './clauses';
import { dayOf, onsetIn, spokenOnset } from './onset';

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

describe('dayOf and onsetIn: days named as people name them', () => {
  const day = (moment: string) => dayOf(moment, NOW);
  const context = { answersOnsetQuestion: false, mentionsSymptom: () => false };

  it('takes the date said with a weekday, and a day that falls on one date every year', () => {
    expect(day('Saturday the 1st')).toBe('2025-03-01');
    expect(day('on Monday the 10th of March')).toBe('2025-03-10');
    expect(day("New Year's Day")).toBe('2025-01-01');
    expect(day('Christmas Eve')).toBe('2024-12-24');
    expect(day("valentine's day")).toBe('2025-02-14');
  });

  it('reads "three weeks back" as three weeks ago, and not "on a Thursday" as the Thursday just gone', () => {
    expect(onsetIn('I knocked it three weeks ago, on a Thursday', context)?.moment).toBe('three weeks ago');
    expect(
      onsetIn('That Thursday, three weeks back', { ...context, answersOnsetQuestion: true })?.moment,
    ).toBe('three weeks ago');
  });

  it('does not take what the patient took up for when the trouble began', () => {
    expect(onsetIn('I started a running programme three weeks ago and I love it', context)).toBeUndefined();
    expect(onsetIn('It started after my run on Saturday morning', context)?.moment).toBe(
      'on Saturday morning',
    );
    expect(onsetIn('Day after my birthday', { ...context, answersOnsetQuestion: true })).toBeUndefined();
  });
});

describe('the bank holiday, as England and Wales keep them', () => {
  // The published Monday bank holidays, each asked about the day after.
  it.each([
    ['2024-04-02', '2024-04-01'],
    ['2024-05-07', '2024-05-06'],
    ['2024-05-28', '2024-05-27'],
    ['2024-08-27', '2024-08-26'],
    ['2025-04-22', '2025-04-21'],
    ['2025-05-06', '2025-05-05'],
    ['2025-05-27', '2025-05-26'],
    ['2025-08-26', '2025-08-25'],
    ['2026-04-07', '2026-04-06'],
    ['2026-05-05', '2026-05-04'],
    ['2026-05-26', '2026-05-25'],
    ['2026-09-01', '2026-08-31'],
    ['2026-01-02', '2026-01-01'],
    ['2026-04-04', '2026-04-03'],
    ['2026-12-27', '2026-12-25'],
    ['2026-12-29', '2026-12-28'],
    ['2027-03-27', '2027-03-26'],
    ['2027-03-30', '2027-03-29'],
    ['2027-05-04', '2027-05-03'],
    ['2027-06-01', '2027-05-31'],
    ['2027-08-31', '2027-08-30'],
    ['2027-12-30', '2027-12-28'],
  ])('asked on %s, the bank holiday was %s', (asked, expected) => {
    expect(dayOf('the bank holiday', new Date(`${asked}T12:00:00Z`))).toBe(expected);
  });

  it('reads the kind said, a Monday when Monday is said, and the weekend from its Saturday', () => {
    const on = (moment: string, asked: string) => dayOf(moment, new Date(`${asked}T12:00:00Z`));
    expect(on('the easter bank holiday', '2026-06-10')).toBe('2026-04-06');
    expect(on('the bank holiday monday', '2026-04-04')).toBe('2025-08-25');
    expect(on('the bank holiday weekend', '2026-09-02')).toBe('2026-08-29');
    expect(on('the christmas bank holiday', '2027-01-10')).toBe('2026-12-28');
  });

  it('reaches back into last year in the months before Easter', () => {
    expect(dayOf('the bank holiday Monday', new Date('2026-02-10T12:00:00Z'))).toBe('2025-08-25');
  });
});

describe('how long, and when it is not an onset', () => {
  const spoken = (text: string) =>
    spokenOnset(text.toLowerCase(), NOW, { answersOnsetQuestion: false, mentionsSymptom: () => true });

  it('reads a reply that opens with how long, not one that goes on to say something else', () => {
    expect(spoken('Two months. Stiff every morning, over an hour before they loosen up.')?.phrase).toBe(
      'for two months',
    );
    expect(spoken('Ten minutes of walking and my calf cramps up.')?.phrase).not.toBe('for ten minutes');
    expect(spoken("I've been waiting ages for a GP appointment about my knee")).toBeNull();
  });
});

describe("third reader's faults on onsets", () => {
  const spoken = (text: string) =>
    spokenOnset(text.toLowerCase(), NOW, { answersOnsetQuestion: false, mentionsSymptom: () => true });

  it('reads a reply that opens with how long and a hedge or a complaint', () => {
    expect(spoken('Three days I think.')?.phrase).toBe('for three days');
    expect(spoken("Four days and it's not getting better.")?.phrase).toBe('for four days');
  });

  it('dates the bank holiday weekend said on its Sunday, the Easter one from Good Friday, and the May one', () => {
    const on = (moment: string, asked: string) => dayOf(moment, new Date(`${asked}T12:00:00Z`));
    expect(on('the bank holiday weekend', '2026-08-30')).toBe('2026-08-29');
    expect(on('the easter bank holiday weekend', '2026-04-10')).toBe('2026-04-03');
    expect(on('the may bank holiday', '2026-06-10')).toBe('2026-05-25');
  });
});

describe('a day put right, a day after one said, and the days that move with Easter', () => {
  const context = { answersOnsetQuestion: false, mentionsSymptom: () => false };
  const day = (text: string) => {
    const found = onsetIn(text, context);
    return found?.moment === undefined ? undefined : dayOf(found.moment, NOW);
  };

  it('takes the day put right after "— no," or ", no,", even with nothing else said', () => {
    expect(day('Sunday — no, Saturday, we went on the Saturday.')).toBe('2025-03-08');
    expect(day('Playing five-a-side Monday night, no, Sunday, they moved the game.')).toBe('2025-03-09');
    expect(
      onsetIn('His head hurts since Sunday, no, sorry, Saturday, because of bowls.', context)?.phrase,
    ).toBe('since Saturday');
  });

  it('does not take a plain "no" for a correction', () => {
    expect(onsetIn('Any fever — no, none at all', context)).toBeUndefined();
    expect(day('It started on Monday, no fever though')).toBe('2025-03-10');
  });

  it('dates "the day after" said after the day it follows', () => {
    expect(day('My birthday was the 9th, and it started the day after.')).toBe('2025-03-10');
    expect(day('We had our do on the 1st, and he woke up the morning after with it throbbing.')).toBe(
      '2025-03-02',
    );
  });

  it('knows Easter Sunday and Good Friday of the right year', () => {
    expect(dayOf('Easter Sunday', new Date('2026-04-14T10:00:00Z'))).toBe('2026-04-05');
    expect(dayOf('Good Friday', new Date('2026-04-14T10:00:00Z'))).toBe('2026-04-03');
    // Said before this year's Easter: last year's.
    expect(dayOf('Easter Monday', NOW)).toBe('2024-04-01');
    expect(day('It started on Easter Sunday, I remember the roast')).toBe('2024-03-31');
  });
});

describe('a "no" after a dash that denies something else, and the clocks going back', () => {
  const context = { answersOnsetQuestion: false, mentionsSymptom: () => true };
  it('keeps the day first said when "no" denies a symptom or does not end on a day', () => {
    expect(onsetIn('The rash came up on Friday - no itching, but yesterday it spread', context)?.moment).toBe(
      'on Friday',
    );
    expect(
      onsetIn("I've had the cough since Sunday — no fever though, and yesterday I was sick", context)?.phrase,
    ).toBe('since Sunday');
    expect(onsetIn("My ear has hurt since Saturday, no, yesterday I couldn't hear", context)?.phrase).toBe(
      'since Saturday',
    );
  });

  it('dates "since the clocks went back" and "since about Easter"', () => {
    const now = new Date('2026-11-12T10:00:00Z');
    expect(dayOf('the clocks went back', now)).toBe('2026-10-25');
    expect(dayOf('the clocks went forward', now)).toBe('2026-03-29');
    expect(onsetIn('Since about Easter, and it has not gone', context)?.phrase).toBe('Since about Easter');
  });
});

describe('a day put right between two dashes', () => {
  it('reads "Started Wednesday — no — Tuesday" as Tuesday', () => {
    const found = onsetIn('Started Wednesday — no — Tuesday', {
      answersOnsetQuestion: false,
      mentionsSymptom: () => true,
    });
    expect(found?.moment).toBe('Tuesday');
  });
});
