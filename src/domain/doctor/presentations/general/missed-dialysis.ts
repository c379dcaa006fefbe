// A red flag for every patient, whatever the presentation: dialysis missed, with weakness, a heartbeat that feels
// wrong or breathlessness (the blood's potassium may be dangerously high). The signs it is read from, and what the
// doctor says at once.
import { phrases, type Matcher } from '../../../language';
import { HISTORY_NOT_NOW } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  missedDialysis: phrases(
    'missed (?:\\w+ ){0,3}dialysis',
    'dialysis (?:\\w+ ){0,3}(?:missed|cancelled|skipped)',
    "(?:haven't|hasn't|didn't|not) (?:had|been to|gone to|go to|got to) (?:my |his |her )?dialysis",
    'missed (?:two|2|three|a couple of|my last) sessions',
  ),
  /** What high potassium feels like: heavy weak legs, an odd, slow or skipping heartbeat. */
  potassiumSigns: phrases(
    'legs? (?:\\w+ ){0,3}(?:like lead|heavy|weak|jelly)',
    '(?:can|could) (?:barely|hardly) (?:stand|walk)',
    'heart\\W?s? (?:\\w+ ){0,3}(?:odd|strange|funny|slow|thumping|skipping|racing|weird|fluttering)',
    'weak all over',
    'pins and needles',
    'tingl\\w*',
  ),
} satisfies Record<string, Matcher>;

export const missedDialysis = {
  id: 'missed-dialysis',
  label: 'Dialysis missed, with weakness, an odd heartbeat or breathlessness',
  readings: [
    {
      anyOf: [
        ['missedDialysis', 'potassiumSigns'],
        ['missedDialysis', 'breathless'],
        ['missedDialysis', 'faint'],
        ['missedDialysis', 'palpitations'],
      ],
      notWith: HISTORY_NOT_NOW,
    },
  ],
  emergency: {
    condition: 'a dangerous build-up in the blood after missed dialysis',
    why: 'after missed dialysis, weakness or an odd heartbeat can mean the potassium in the blood is high enough to stop the heart',
    meanwhile:
      "don't eat or drink anything high in potassium such as bananas, fruit juice or crisps, sit upright if you're breathless, and have your medicines and dialysis details ready",
  },
} as const satisfies RedFlagDefinition;
