// A red flag for every patient, whatever the presentation: food stuck in the gullet, so that nothing, not even
// saliva, goes down. The signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  foodStuck: anyOf(
    together(
      phrases(
        'food',
        'meat',
        'steak',
        'chicken',
        'beef',
        'piece',
        'lump',
        'bread',
        'mouthful',
        '(?:went|go|goes) down',
      ),
      phrases('stuck', 'stopped', 'stop', "won't go down", 'not going down', "isn't going down"),
      2,
    ),
    phrases('stuck in (?:my|his|her|the) (?:gullet|throat|chest|food pipe|oesophagus|esophagus)'),
  ),
  /** Nothing goes down: even water comes back, saliva is spat out. */
  nothingGoesDown: phrases(
    "(?:can't|cannot|can not|unable to) (?:even )?swallow (?:even )?(?:anything|nothing|water|my (?:own )?(?:spit|saliva)|(?:my )?spit|saliva)",
    "(?:can't|cannot) (?:even )?swallow (?:my )?own saliva",
    '(?:comes?|coming|came) (?:straight |right )?back up',
    'spit\\w* (?:\\w+ ){0,2}(?:into|in) a (?:bowl|cup|towel|tissue|bucket)',
    'drool\\w*',
    'frothy saliva',
  ),
} satisfies Record<string, Matcher>;

export const foodStuck = {
  id: 'food-stuck',
  label: 'Food stuck in the gullet, so that nothing goes down',
  readings: [{ anyOf: [['foodStuck', 'nothingGoesDown']] }],
  emergency: {
    condition: 'food stuck in the gullet',
    why: 'when nothing goes down, not even saliva, the food must be removed in hospital before it damages the gullet or is breathed in',
    meanwhile:
      "don't force down more food or drink, spit out saliva rather than swallowing it, and sit upright",
  },
} as const satisfies RedFlagDefinition;
