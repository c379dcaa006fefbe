// A red flag for every patient, whatever the presentation: a mother who, in the weeks after giving birth, hears or
// sees what is not there, holds strange beliefs or has gone days without sleep and is not tired (postpartum
// psychosis). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  psychoticSigns: phrases(
    'hear\\w* voices',
    'seeing things',
    '(?:tv|telly|television|radio|god|signs?|number plates|the clock)[^.;]{0,30}\\bmessages?',
    'messages? from (?:the )?(?:tv|telly|television|radio|god)',
    '(?:sending|giving) (?:me|her|him) (?:secret )?messages',
    "(?:isn't|is not|not) (?:ours|our baby|mine|my baby)",
    'been swapped',
    'swapped (?:at|in) the hospital',
    '(?:going|trying|sent) to (?:hurt|harm|take) (?:the|my|our|her) baby',
    'sent to take (?:her|him|the baby)',
    'thinks? (?:the baby|people|everyone|someone|they)[^.;]{0,30}(?:devil|evil|watching|poison\\w*|after (?:her|me)|plotting)',
    'talking (?:really |very |so )?fast',
    'a hundred miles an hour',
    "(?:hardly|barely|not|haven't|hasn't)[^.;]{0,12}slept[^.;]{0,40}not (?:even )?tired",
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
    meanwhile: 'keep things calm, and make sure someone stays with mother and baby until they have been seen',
  },
} as const satisfies RedFlagDefinition;
