// A red flag for every patient, whatever the presentation: a baby under 3 months with a fever. The signs it
// is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import { infantUnderThreeMonths } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  /** The caller's own fever, not their baby's: "my temperature's 38.7", "I've been shivering". */
  ownFever: phrases(
    'my (?:temperature|temp)',
    "i(?:'ve| have) (?:got |had |been running )?(?:a )?(?:fever|temperature|high temperature|temp)",
    "i(?:'m| am) (?:feverish|shivering|burning up|boiling)",
    "i(?:'ve| have) been (?:shivering|feverish|burning up)",
    'i (?:feel|felt) (?:hot|feverish|shivery)',
  ),
  /** The baby's fever, said as theirs. */
  babyFever: phrases(
    "(?:her|his|their|baby's|the baby's) (?:temperature|temp)",
    "(?:she|he|baby|the baby)(?:'s| is| has| has got| feels| felt| was)(?: got)? (?:a )?(?:very |really |so )?(?:fever|temperature|high temperature|hot|burning up|boiling)",
  ),
  infantUnder3m: infantUnderThreeMonths,
} satisfies Record<string, Matcher>;

export const infantFever = {
  id: 'infant-fever',
  label: 'A baby under 3 months with a fever',
  readings: [
    {
      // A mother with a young baby telling of her own fever ("my temperature's 38.7") is not a baby with one.
      anyOf: [['infantUnder3m', 'fever']],
      unlessAny: ['ownFever'],
    },
    {
      anyOf: [['infantUnder3m', 'babyFever']],
    },
  ],
  emergency: {
    condition: 'a serious infection in a young baby',
    why: 'a fever in a baby under 3 months always needs to be checked straight away',
    meanwhile:
      'keep the baby lightly dressed, keep offering feeds, and if they are floppy, hard to wake or have a rash, tell the call handler at once',
  },
} as const satisfies RedFlagDefinition;
