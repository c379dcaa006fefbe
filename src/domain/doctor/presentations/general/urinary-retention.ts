// A red flag for every patient, whatever the presentation: not able to pass urine for hours, with a full, painful
// bladder. The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  cannotPee: phrases(
    "(?:can't|cannot|can not|couldn't|unable to|haven't been able to|hasn't been able to|not able to|haven't managed to|hasn't managed to) (?:\\w+ )?(?:pee|wee|urinate|pass (?:any )?(?:water|urine)|go to the toilet)",
    "(?:haven't|hasn't|not) (?:had a |done a )?(?:pee|wee|passed (?:any )?(?:water|urine)) (?:since|for|all)",
    'nothing (?:comes?|coming|is coming) out',
    'just a few drips',
  ),
  bladderFull: phrases(
    'bladder\\W?s? (?:\\w+ )?(?:bursting|full|swollen|hard)',
    '(?:lower )?(?:tummy|belly|stomach|abdomen)\\W?s? (?:\\w+ ){0,4}(?:swollen|hard|tight|round|like a ball)',
    '(?:swollen|hard|tight) (?:low down|at the bottom|lower (?:tummy|belly))',
    'swollen low down',
  ),
} satisfies Record<string, Matcher>;

export const urinaryRetention = {
  id: 'urinary-retention',
  label: 'Not able to pass urine, with a full or painful bladder',
  readings: [{ anyOf: [['cannotPee', 'bladderFull']] }],
  emergency: {
    condition: 'a blocked bladder',
    why: 'a bladder that cannot empty needs draining in hospital, and the longer it is left the more it can harm the kidneys',
    meanwhile:
      "don't drink large amounts to try to force it, and a warm bath may ease the pain while you wait",
  },
} as const satisfies RedFlagDefinition;
