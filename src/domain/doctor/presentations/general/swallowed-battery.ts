// A red flag for every patient, whatever the presentation: a button battery or magnet gone missing where a small
// child was, or swallowed. The signs it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import { HISTORY_NOT_NOW } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  batteryMissingOrSwallowed: together(
    phrases(
      'button batter(?:y|ies)',
      'coin batter(?:y|ies)',
      'batter(?:y|ies)',
      'flat round ones?',
      'magnets?',
    ),
    phrases(
      "(?:can't|cannot|couldn't) find (?:it|one|them|the (?:other|last|second) one)",
      'only one (?:on|left|there)',
      '(?:one|it|a battery|the battery) (?:is |was |has )?(?:gone )?missing',
      'missing from',
      'one short',
      'swallow\\w*',
      'in (?:his|her|their) mouth',
    ),
    2,
  ),
  /** Two or more magnets swallowed, at any age: they pull together through the bowel wall. */
  /** Small magnets named, and, in that turn or another, something swallowed: both together are read. */
  magnets: phrases(
    'magnets',
    '(?:two|2|three|several|a few|some|both) (?:of (?:the|those|these|my) )?(?:\\w+ )?magnets?',
  ),
  swallowedThem: phrases(
    'swallow\\w* (?:them|both|the lot|two|a couple|some|one)',
    'swallowed them both',
    'gulped (?:them|it)',
  ),
  magnetsSwallowed: together(
    phrases(
      'magnets',
      '(?:two|2|three|several|a few|some|both) (?:of (?:the|those|these|my) )?(?:\\w+ )?magnets?',
    ),
    phrases('swallow\\w*', 'gulped'),
    2,
  ),
} satisfies Record<string, Matcher>;

export const swallowedBattery = {
  id: 'swallowed-battery',
  label: 'A button battery or magnet that may have been swallowed',
  readings: [
    {
      anyOf: [['child', 'batteryMissingOrSwallowed'], ['magnetsSwallowed'], ['magnets', 'swallowedThem']],
      // "When I was a kid": a story, not today.
      notWith: HISTORY_NOT_NOW,
    },
  ],
  emergency: {
    condition: 'a swallowed button battery or magnet',
    why: 'a swallowed button battery can burn through the food pipe within hours, even when a child seems well',
    meanwhile: "don't try to make your child sick, and give nothing to eat or drink",
  },
} as const satisfies RedFlagDefinition;
