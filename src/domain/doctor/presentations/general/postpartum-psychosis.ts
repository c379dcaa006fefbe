// A red flag for every patient, whatever the presentation: a mother who, in the weeks after giving birth, hears or
// sees what is not there, holds strange beliefs or has gone days without sleep and is not tired (postpartum
// psychosis). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  recentBirth: phrases(
    "(?:had|have|having|i've) (?:my |the |a |our |her )?(?:baby|son|daughter) (?:\\w+ )?(?:days?|weeks?) ago",
    '(?:had|gave birth to) (?:my|our|her|the|a) (?:baby|son|daughter)',
    'gave birth',
    'given birth',
    'since (?:the|my|her) birth',
    'after (?:the|my|her) (?:birth|delivery|caesarean|c-section)',
    'postnatal',
    'post[- ]?partum',
  ),
  psychoticSigns: phrases(
    'hear\\w* voices',
    'seeing things',
    'messages? (?:about|to|for|from)',
    'sending (?:me|her|him) messages',
    "(?:isn't|is not|not) (?:ours|our baby|mine|my baby)",
    'been swapped',
    'swapped (?:at|in) the hospital',
    '(?:going|trying|sent) to (?:hurt|harm|take) (?:the|my|our|her) baby',
    'sent to take (?:her|him|the baby)',
    'talking (?:really |very |so )?fast',
    'a hundred miles an hour',
    "(?:not|isn't|hasn't|haven't) (?:slept|been sleeping)[^.;]{0,30}(?:days|nights)",
    '(?:hardly|barely) slept for (?:\\w+ )?(?:days|nights)',
    'not (?:even )?tired',
    'paranoi\\w*',
    'not (?:herself|myself)[^.;]{0,20}(?:strange|weird|scared|frightened)',
  ),
} satisfies Record<string, Matcher>;

export const postpartumPsychosis = {
  id: 'postpartum-psychosis',
  label: 'Strange beliefs, hearing or seeing things, or days without sleep in the weeks after giving birth',
  readings: [
    {
      anyOf: [['recentBirth', 'psychoticSigns']],
    },
  ],
  emergency: {
    condition: 'postpartum psychosis',
    why: 'strange beliefs, hearing or seeing things, or going days without sleep in the weeks after a birth can be postpartum psychosis, which needs treatment today',
    meanwhile:
      "stay with her and the baby, keep things calm, and don't leave her alone with the baby until she has been seen",
  },
} as const satisfies RedFlagDefinition;
