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
        'bit of \\w+',
      ),
      phrases('stuck', "won't go down", 'not going down', "isn't going down"),
      1,
    ),
    phrases('stuck in (?:my|his|her|the) (?:gullet|throat|chest|food pipe|oesophagus|esophagus)'),
    // A swallowed thing that can stick: a coin, a marble, a toy.
    phrases(
      '(?:swallowed|swallow|swallows|eat|eats|ate|eaten|put in (?:the|her|his) mouth and swallow\\w*) (?:\\w+ ){0,3}(?:coins?|money|marbles?|toy|button|beads?|key|ring|magnets?|pen lid|lego|\\d+p|penn(?:y|ies)|pound coin)',
      '(?:coins?|marbles?|beads?|magnets?)[^.;]{0,30}\\b(?:swallowed|swallow|stuck)',
    ),
    // "One piece went down but it stopped here, in the middle of my chest".
    together(
      phrases('(?:went|go|goes) down'),
      phrases('stuck', 'stopped (?:here|there|halfway)', 'stop (?:here|there|halfway)'),
      2,
    ),
  ),
  /** Nothing goes down: not even water; saliva spat out. */
  nothingGoesDown: anyOf(
    phrases(
      "(?:can't|cannot|can not|couldn't|unable to) (?:even )?swallow (?:even )?(?:anything|nothing|water|(?:my|his|her|their) (?:own )?(?:spit|saliva)|(?:the )?spit|saliva|at all)",
      "(?:even )?water (?:won't|will not|doesn't) go down",
      "(?:won't|will not|can't|cannot|couldn't) (?:even )?swallow (?:his |her |their |my )?(?:drinks?|milk|water|juice)",
      "won't go down",
      'spit\\w* (?:\\w+ ){0,2}(?:into|in) a (?:bowl|cup|towel|tissue|bucket)',
      'spitting out (?:my )?(?:saliva|spit)',
      'bringing up (?:my |frothy )?(?:spit|saliva)',
      'frothy saliva',
    ),
    // Drooling or dribbling told with something swallowed: a coin or a bone stuck in the gullet.
    together(phrases('drool\\w*', 'dribbl\\w*'), phrases('swallow\\w*'), 3),
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
