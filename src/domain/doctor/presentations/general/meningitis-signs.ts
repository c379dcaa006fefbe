// A red flag for every patient, whatever the presentation: fever with a stiff neck, or a rash that does not
// fade under pressure. The signs it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  stiffNeck: phrases(
    'stiff neck',
    'neck (?:is |feels |has gone |went )?(?:really |very )?(?:stiff|rigid)',
    "can't (?:bend|move|touch|put) (?:my|his|her) (?:neck|chin)(?: (?:to|on) (?:my|his|her) chest)?",
    'neck stiffness',
  ),
  /** "I press with the clear cup … the points stay": the glass test told in other words, over a few clauses. */
  glassTestStays: together(
    phrases('glass', 'tumbler', 'clear (?:cup|beaker|jar)', 'press(?:ed|ing)? (?:a|the|with)'),
    phrases(
      'stay(?:s|ed)?',
      'remain(?:s|ed)?',
      "(?:don't|doesn't|didn't|won't) go away",
      'still (?:there|showing)',
    ),
    4,
  ),
  glassTestFails: together(
    phrases('glass', 'tumbler', 'press\\w*', 'push\\w*', 'roll\\w*', 'rash', 'spots', 'dots', 'marks'),
    /\b(?:doesn't|don't|didn't|won't|isn't|aren't|not|never|still) (?:fade|fading|go (?:white|pale|away)|going (?:white|away)|blanch\w*|disappear\w*|change)|\b(?:still|they're still|it's still) (?:there|visible|showing|see them|red|purple)/,
    3,
  ),
  nonBlanchingRash: phrases(
    'pin ?prick (?:spots|rash|dots|marks)',
    'pinpoint (?:spots|dots|rash)',
    "rash (?:that |which )?(?:doesn't|won't|didn't|does not|isn't) (?:fade|blanch)\\w*",
    "(?:doesn't|won't|didn't|isn't) (?:fade|fading|blanch\\w*) (?:when|under|with|if|after) (?:i |you |we )?(?:press\\w*|push\\w*|a glass|the glass|glass|a tumbler|pressure|roll\\w*)",
    'non[- ]?blanching',
    '(?:purple|purply|purplish|dark red|red purple) (?:spots|rash|blotches|dots|bruises|marks)',
    '(?:spots|rash) (?:that )?(?:look|looks|looking) like (?:bruises|bruising|pin ?pricks)',
    'pin ?prick (?:spots|rash)',
    'petechia\\w*',
  ),
} satisfies Record<string, Matcher>;

export const meningitisSigns = {
  id: 'meningitis-signs',
  label: 'Fever with a stiff neck, or a rash that does not fade under pressure',
  readings: [
    {
      anyOf: [['fever', 'stiffNeck'], ['nonBlanchingRash'], ['glassTestFails'], ['glassTestStays']],
    },
  ],
  emergency: {
    condition: 'meningitis',
    why: 'meningitis and sepsis get worse very quickly',
    meanwhile:
      "don't wait for the rash or other symptoms to change, and tell the call handler about the fever, the neck and the rash",
  },
} as const satisfies RedFlagDefinition;
