// A red flag for every patient, whatever the presentation: a mother who, in the weeks after giving birth, hears or
// sees what is not there, holds strange beliefs or has gone days without sleep and is not tired (postpartum
// psychosis). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  psychoticSigns: phrases(
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
  /**
   * Voices, or beliefs of being followed, watched or read, for anyone: a same-day sign (urgent-discriminators.ts)
   * and, after a birth, this red flag.
   */
  voicesOrBeingWatched: phrases(
    // "Heard voices", "hearin voices"; not the children's voices downstairs.
    'hear\\w* (?:a )?voices?(?! (?:downstairs|upstairs|outside|next door|through the walls?|from (?:the )?(?:neighbours|next door|the street|outside|the flat)|in the (?:garden|street|hall|next room)))',
    'voices (?:in (?:my|his|her) head|telling|tell|talking)',
    'hears? (?:people|someone|somebody|things|voices) [^.;]{0,40}(?:nobody|no ?one|no-one)(?:\\W?s| is)? there',
    // Followed, spied on, plotted against: not "following me up" at a clinic, and no "not" in the gap.
    '(?:people|they|someone|somebody|(?:the )?neighbours|the government|the police|strangers)(?:\\W?re| are| is| keep| keeps)? (?:(?!not\\b|never\\b)\\w+ )?(?:following|spying on|tracking|plotting against|poisoning|bugging) (?:me|him|her|them|us)\\b(?! up)',
    // Watched through the walls or the television, or by the neighbours or the government: not at the gym.
    'watching (?:me|him|her|us) (?:through|all the time|everywhere|day and night|from (?:the|their|next))',
    '(?:(?:the )?neighbours|the government|the police|strangers|cameras?)(?:\\W?re| are| is)? (?:(?!not\\b|never\\b)\\w+ )?watching (?:me|him|her|us)\\b',
    // Thoughts known or read by others, not a mother who knows her child.
    "(?:they|people|someone|somebody|strangers|the (?:tv|telly|government|neighbours))(?:\\W?re| are| can| is)? (?:(?!not\\b|never\\b)\\w+ )?(?:know|knows|hear|hears|read|reads|reading|hearing) (?:what (?:i'?m|i am|he'?s|she'?s) thinking|(?:my|his|her) (?:mind|thoughts))",
    'putting thoughts (?:in|into) (?:my|his|her) head',
    '(?:the )?(?:tv|telly|radio) (?:is |was )?(?:talking|speaking|sending (?:me |him |her )?messages) (?:to|about) (?:me|him|her)',
  ),
} satisfies Record<string, Matcher>;

export const postpartumPsychosis = {
  id: 'postpartum-psychosis',
  label: 'Strange beliefs, hearing or seeing things, or days without sleep in the weeks after giving birth',
  readings: [
    {
      anyOf: [
        ['recentBirth', 'psychoticSigns'],
        ['recentBirth', 'voicesOrBeingWatched'],
      ],
    },
  ],
  emergency: {
    condition: 'postpartum psychosis',
    why: 'strange beliefs, hearing or seeing things, or going days without sleep in the weeks after a birth can be postpartum psychosis, which needs treatment today',
    meanwhile: 'keep things calm, and make sure someone stays with mother and baby until they have been seen',
  },
} as const satisfies RedFlagDefinition;
