// A red flag for every patient, whatever the presentation: an implanted defibrillator that has shocked more than
// once, or once with the patient unwell. The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  implantedDefibrillator: phrases(
    'defib\\w*',
    'icd',
    '(?:heart )?device (?:that|which) shocks',
    'box in (?:my|his|her) chest',
  ),
  deviceFired: phrases(
    '(?:gone|went|go|goes|going) off',
    'fired',
    'shock(?:ed|s)? (?:me|him|her)',
    'kicked',
    'shocked',
  ),
  firedAgain: phrases(
    'twice',
    '(?:two|three|four|several|2|3|4) times',
    'again',
    'another (?:one|shock)',
    'more than once',
    'keeps? (?:going off|shocking|firing)',
  ),
} satisfies Record<string, Matcher>;

export const defibrillatorShocks = {
  id: 'defibrillator-shocks',
  label: 'Repeated shocks from an implanted defibrillator, or one shock and unwell',
  readings: [
    {
      anyOf: [
        ['implantedDefibrillator', 'deviceFired', 'firedAgain'],
        ['implantedDefibrillator', 'deviceFired', 'faint'],
        ['implantedDefibrillator', 'deviceFired', 'chestDiscomfort'],
        ['implantedDefibrillator', 'deviceFired', 'breathless'],
        ['implantedDefibrillator', 'deviceFired', 'clammy'],
      ],
    },
  ],
  emergency: {
    condition: 'a heart rhythm problem your defibrillator is treating',
    why: 'more than one shock, or a shock with feeling unwell, means the heart rhythm needs treating in hospital now',
    meanwhile: 'sit or lie down, keep your device card to hand, and have someone stay with you',
  },
} as const satisfies RedFlagDefinition;
