// A red flag for every patient, whatever the presentation: a button battery or magnet gone missing where a small
// child was, or swallowed. The signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, unless, type Matcher } from '../../../language';
import { HISTORY_NOT_NOW } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

const MAGNETS = phrases(
  'magnets',
  'magnetic (?:balls?|beads?|piercings?|tongue \\w+)',
  '(?:two|2|three|several|a few|both) (?:of (?:the|those|these|my) )?(?:\\w+ )?magnets?',
  'a magnet and a (?:coin|battery|key|screw)',
);

/** The signs only this red flag reads. */
export const concepts = {
  batteryMissingOrSwallowed: anyOf(
    // "The battery's missing", "missing a battery", "I can't find the battery".
    phrases(
      "batter(?:y|ies)(?:'s| is| are| was| were| has| have)? (?:missing|disappeared|gone missing)",
      // Gone, not gone flat: a phone's battery that has run down (a thermometer's or a hearing aid's is a button cell).
      "(?<!(?:phone|phone's|mobile|laptop|camera|car) )batter(?:y|ies)(?:'s| is| are| was| were| has| have)? gone(?! (?:flat|dead|low|so|down|in (?:the|my|his|her)\\b|on (?:the|it|my)\\b))",
      'missing (?:a |one |the )?(?:button |coin |little |round |flat )*batter(?:y|ies)',
      "(?:can't|cannot|couldn't) find (?:the |one of the |a )?(?:\\w+ )?batter(?:y|ies)",
    ),
    together(
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
        '(?:is|was|are|were|has gone|have gone|gone|went) missing',
        'one short',
        'swallow\\w*',
        'in (?:his|her|their) mouth',
      ),
      2,
    ),
  ),
  /**
   * A battery pushed up a nostril or into an ear, at any age: it burns there too (NHS: A&E at once). Not the battery
   * of an ear thermometer, a nasal aspirator, or a hearing aid in its place.
   */
  batteryInNoseOrEar: anyOf(
    unless(
      phrases(
        "(?:batter(?:y|ies)|button cells?) (?:\\w+ ){0,4}?(?:up|in|into|inside|stuck in|lodged in) (?:one of )?(?:his|her|their|my|the|one|a)(?: (?:\\w+ )?\\w+[- ](?:year|month|week)[- ]old\\W?s?| \\w+'s)? (?:left |right )?(?:nose|nostrils?|ears?)(?! ?(?:hair|trimmer|thermometer|drops|plugs?|piece|buds?|phones?|defenders?|muffs?|aspirator|of))",
        "found (?:a |the )?(?:\\w+ )?(?:batter(?:y|ies)|button cells?) (?:up|in|inside) (?:his|her|their|my)(?: \\w+'s)? (?:nose|nostrils?|ears?)",
      ),
      // A toy's, an ear thermometer's or an implant's battery, or a hearing aid's in its place, unless it is stuck.
      /\b(?:thermometer|aspirator|teddy|toy|doll|rabbit|remote|cochlear|implant|ear ?phones?|head ?phones?|ear ?buds?|airpods?|removed|last (?:year|month|week)|years? ago)\b|\bhearing aid\b(?![^.]*\b(?:nose|nostril|stuck|lodged|can't get|cannot get|won't come)\b)/,
    ),
    // "Playing with a button battery, and now I think he's put it up his nose."
    together(
      phrases('batter(?:y|ies)', 'button cells?'),
      phrases(
        "(?:put|pushed|stuck|shoved|popped) (?:it|one) (?:up|in|into) (?:one of )?(?:his|her|their|my)(?: \\w+'s)? (?:left |right )?(?:nose|nostrils?|ears?)",
      ),
      2,
    ),
  ),

  /**
   * Small magnets (or magnetic balls, a magnetic piercing), at any age: two swallowed pull together through the bowel
   * wall. Named in one turn, and "swallowed them both" in that turn or the next, is read.
   */
  magnets: MAGNETS,
  swallowedThem: phrases(
    'swallow\\w* (?:them|both)',
    'swallowed (?:the )?(?:two|both|all) (?:of them)?',
    'gulped (?:them|both)',
  ),
  magnetsSwallowed: together(MAGNETS, phrases('swallow\\w*', 'gulped'), 2),
} satisfies Record<string, Matcher>;

export const swallowedBattery = {
  id: 'swallowed-battery',
  label: 'A button battery or magnet that may have been swallowed, or a battery in the nose or ear',
  readings: [
    { anyOf: [['child', 'batteryMissingOrSwallowed'], ['batteryInNoseOrEar']] },
    {
      anyOf: [['magnetsSwallowed'], ['magnets', 'swallowedThem']],
      // "When I was a kid": a story, not today.
      notWith: HISTORY_NOT_NOW,
    },
  ],
  emergency: {
    condition: 'a swallowed button battery or magnet, or a battery in the nose or ear',
    why: 'a button battery can burn through the food pipe, or the inside of the nose or ear, within hours, and swallowed magnets can pull together through the gut, even when someone seems well',
    meanwhile:
      "don't try to make anyone sick or to get a battery out of a nose or ear yourself, and have nothing to eat or drink",
  },
} as const satisfies RedFlagDefinition;
