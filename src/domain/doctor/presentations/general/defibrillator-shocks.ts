// A red flag for every patient, whatever the presentation: an implanted defibrillator that has shocked more than
// once, or once with the patient unwell. The signs it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
const DEVICE = phrases(
  'defib\\w*(?! (?:training|course))',
  'icd',
  '(?:heart|implanted) device',
  'device (?:that|which) shocks',
  'box in (?:my|his|her) chest',
);
const FIRED = phrases(
  '(?:gone|went|go|goes|going) off',
  'fired',
  'zapped',
  'shock(?:ed|s)? (?:me|him|her)',
  'kicked',
  'shocked',
  'a shock',
);

export const concepts = {
  /** The device and its firing said together, and as something that happened, not a fear of it. */
  defibrillatorFired: together(DEVICE, FIRED, 1),
  firedAgain: phrases(
    'twice',
    '(?:two|three|four|several|2|3|4) times',
    'again',
    'another (?:one|shock)',
    'more than once',
    'keeps? (?:going off|shocking|firing)',
  ),
  /** "Worried it might go off", "if it fires": a fear, not a shock. */
  defibrillatorFeared: phrases('might', 'worried', 'in case', 'if it', 'scared it'),
} satisfies Record<string, Matcher>;

export const defibrillatorShocks = {
  id: 'defibrillator-shocks',
  label: 'Repeated shocks from an implanted defibrillator, or one shock and unwell',
  readings: [
    {
      anyOf: [
        ['defibrillatorFired', 'firedAgain'],
        ['defibrillatorFired', 'faint'],
        ['defibrillatorFired', 'lossOfConsciousness'],
        ['defibrillatorFired', 'chestDiscomfort'],
        ['defibrillatorFired', 'breathless'],
        ['defibrillatorFired', 'clammy'],
      ],
      unlessAny: ['defibrillatorFeared'],
    },
  ],
  emergency: {
    condition: 'a heart rhythm problem your defibrillator is treating',
    why: 'more than one shock, or a shock with feeling unwell, means the heart rhythm needs treating in hospital now',
    meanwhile:
      "sit or lie down, keep your device card to hand, and have someone stay with you; if you collapse and aren't breathing normally, they should start CPR: touching you is safe",
  },
} as const satisfies RedFlagDefinition;
