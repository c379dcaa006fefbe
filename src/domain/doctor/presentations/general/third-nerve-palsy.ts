// A red flag for every patient, whatever the presentation: an eyelid that has suddenly dropped with double vision
// (a nerve to the eye pressed on, sometimes by a swelling of an artery). The signs it is read from, and what the
// doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  eyelidDropped: phrases(
    '(?:eye ?lid|lid|eye)\\W?s? (?:\\w+ ){0,3}(?:dropped|drooped|droops|drooping|droopy|come down|hanging down|won\\W?t open)',
    '(?:droopy|drooping|dropped) (?:\\w+ )?eyelid',
    "(?:can't|cannot) (?:open|lift) (?:my|his|her) (?:\\w+ )?eyelid",
  ),
  doubleVision: phrases('double vision', 'seeing double', 'see double', 'two of everything'),
} satisfies Record<string, Matcher>;

export const thirdNervePalsy = {
  id: 'third-nerve-palsy',
  label: 'An eyelid suddenly dropped, with double vision',
  readings: [
    {
      anyOf: [['eyelidDropped', 'doubleVision']],
      // Long-standing: a lid that droops with age, since birth, for years.
      notWith: /\b(?:with age|since birth|for years|always had|when (?:i'm|i am) tired|when drunk)\b/,
    },
  ],
  emergency: {
    condition: 'pressure on a nerve to the eye',
    why: 'an eyelid that suddenly drops with double vision can be caused by a swelling on a blood vessel in the head and needs a scan today',
    meanwhile: 'note when it started and whether there is a headache',
  },
} as const satisfies RedFlagDefinition;
