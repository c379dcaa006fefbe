// Two red flags for every patient, whatever the presentation: bleeding from the throat in the weeks after the
// tonsils are out, and heavy bleeding in the weeks after a birth. The signs they are read from, and what the doctor
// says at once (not the first aid for a wound: there is none to press on).
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** In the last days or weeks: "a week ago", "last week", "on Monday". */
const LATELY =
  '(?:(?:\\w+ )?(?:days?|a week|weeks?) ago|last week|this week|recently|yesterday|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)';

/** The signs only these red flags read. */
export const concepts = {
  tonsilsRecentlyOut: phrases(
    `(?:tonsils|tone cells|tonsil) (?:out|removed|taken out) ${LATELY}`,
    `(?:tonsils?|tone cells) (?:operation|op|surgery) ${LATELY}`,
    `tonsillectomy ${LATELY}`,
    '(?:since|after) (?:my|his|her|the) tonsillectomy',
    "(?:since|after) (?:having|i had|he had|she had|i've had) (?:my|his|her) (?:tonsils|tone cells) (?:out|removed)",
  ),
  bleedingFromThroat: phrases(
    'bleed\\w* from (?:the back of )?(?:my|his|her|the) (?:throat|mouth)',
    '(?:throat|mouth) (?:is |has been |keeps )?bleeding',
    'spit\\w* (?:up |out )?(?:red|blood)',
    'blood (?:in|from) (?:my|his|her|the) (?:throat|mouth|spit)',
    '(?:coughing|bringing|spitting) (?:up )?(?:some |a bit of |a lot of |bits of )?blood',
    'fresh (?:red )?blood',
    'bleeding',
  ),
  bleedingHeavyAfterBirth: together(
    // The blood named, or told as fresh red or lumps coming from down below.
    phrases('bleed\\w*', 'blood', 'pads?', 'clots?', 'gush\\w*', 'fresh red', 'lumps? like', 'down below'),
    phrases(
      'soak\\w*',
      'gush\\w*',
      'clots? (?:the )?size',
      '(?:big|large|huge) clots',
      'clots like',
      'pouring',
      'heavier',
      '(?:pad|pads) (?:every|an|each) hour',
      '(?:through|change|changing|changed) (?:a|two|three|four|\\d) (?:pads?|maternity pads?) (?:in|an|every|each)',
      'in one hour i change',
    ),
    3,
  ),
} satisfies Record<string, Matcher>;

export const bleedingAfterTonsillectomy = {
  id: 'bleeding-after-tonsillectomy',
  label: 'Bleeding from the throat in the weeks after having the tonsils out',
  readings: [{ anyOf: [['tonsilsRecentlyOut', 'bleedingFromThroat']] }],
  emergency: {
    condition: 'bleeding after a tonsillectomy',
    why: 'bleeding in the weeks after the tonsils are out can become heavy very quickly',
    meanwhile: 'sit up and lean forward, and spit the blood out into a bowl rather than swallowing it',
  },
} as const satisfies RedFlagDefinition;

export const bleedingAfterBirth = {
  id: 'bleeding-after-birth',
  label: 'Heavy bleeding or large clots in the weeks after giving birth',
  readings: [{ anyOf: [['recentBirth', 'bleedingHeavyAfterBirth']] }],
  emergency: {
    condition: 'heavy bleeding after giving birth',
    why: 'heavy bleeding or large clots in the weeks after a birth can be a postpartum haemorrhage, which needs treatment straight away',
    meanwhile: 'lie down with your legs raised, and keep the used pads to show the ambulance crew',
  },
} as const satisfies RedFlagDefinition;
