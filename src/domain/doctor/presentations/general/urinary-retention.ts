// A red flag for every patient, whatever the presentation: not able to pass urine for hours, with a full, painful
// bladder. The signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
const PEE =
  '(?:pee|wee|urinate|pass (?:any )?(?:water|urine)|passed (?:any )?(?:water|urine)|(?:had|have|do) a (?:pee|wee))';

export const concepts = {
  /** Not able to pass any urine at all (not "it burns", not "only a little"). */
  cannotPee: anyOf(
    together(
      phrases(
        'desperate (?:to|for) (?:a )?(?:pee|wee)',
        '(?:need|needs|trying|tries|tried) to (?:do |have |go for )?(?:a )?(?:pee|wee)',
        '(?:want|wants) to make (?:a )?(?:pee|wee)',
      ),
      phrases('nothing (?:comes?|coming|came|happens)(?: out)?'),
      2,
    ),
    phrases(
      `(?:can't|couldn't|unable to|haven't been able to|hasn't been able to|not able to|haven't managed to|hasn't managed to|haven't|hasn't) (?:\\w+ )?${PEE}(?! in public| when (?:people|someone))`,
      `desperate (?:to|for) (?:a )?(?:pee|wee)[^.;]{0,40}nothing`,
      'nothing (?:comes?|coming|is coming) out (?:when (?:i|he|she) (?:try|tries) to )?(?:pee|wee)',
      "(?:pee|wee|urine|water)[^.;]{0,30}(?:won't|will not) come",
      'just a few drips',
    ),
  ),
  /** The full bladder: swollen, hard, bursting, or the pain of it. */
  bladderFull: phrases(
    'bladder\\W?s? (?:\\w+ ){0,2}(?:bursting|burst|full|swollen|hard)',
    '(?:lower )?(?:tummy|belly|stomach|abdomen)\\W?s? (?:\\w+ ){0,4}(?:swollen|hard|tight|round|like a ball|bulging)',
    '(?:swollen|hard|tight|bulging) (?:low down|at the bottom|lower (?:tummy|belly))',
    'swollen low down',
    '(?:lower|bottom of (?:my|his|her) ) ?(?:tummy|belly)\\W?s? (?:\\w+ ){0,2}(?:hurts|painful|sore|aches)',
    '(?:going to|gonna) burst',
    'agony',
    'in (?:a lot of|so much|real) pain',
    '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|several|many) hours',
  ),
  /** Trouble passing water only with others around: a shy bladder. */
  shyBladder: phrases(
    'in public',
    'public toilets?',
    'when (?:people|someone) (?:are|is) (?:around|there|near)',
    'shy bladder',
  ),
} satisfies Record<string, Matcher>;

export const urinaryRetention = {
  id: 'urinary-retention',
  label: 'Not able to pass urine, with a full or painful bladder',
  readings: [{ anyOf: [['cannotPee', 'bladderFull']], unlessAny: ['shyBladder'] }],
  emergency: {
    condition: 'a blocked bladder',
    why: 'a bladder that cannot empty needs draining in hospital, and the longer it is left the more it can harm the kidneys',
    meanwhile:
      "don't drink large amounts to try to force it, and a warm bath may ease the pain while you wait",
  },
} as const satisfies RedFlagDefinition;
