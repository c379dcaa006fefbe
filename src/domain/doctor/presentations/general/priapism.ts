// A red flag for every patient, whatever the presentation: an erection that will not go down (priapism). The
// signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  erection: phrases(
    'erection',
    'hard[- ]on',
    'penis[^.;]{0,40}\\b(?:hard|stiff|up)\\b',
    'stiffy',
    'boner',
    // Taken for an erection: "it's been hard for seven hours" after them says what "it" is.
    'blue pills?',
    'viagra',
    'sildenafil',
    'cialis',
    'tadalafil',
    'injection (?:from the clinic )?for (?:my )?erection',
  ),
  erectionLasting: phrases(
    "(?:won't|will not|wouldn't|doesn't|does not|didn't|not) (?:go|going|gone) (?:down|away)",
    "(?:won't|will not) (?:go|settle)",
    'still (?:hard|up|there)',
    '(?:for|since|over|more than|nearly|about) (?:about |nearly |more than |over )?(?:\\d+|four|five|six|seven|eight|nine|ten|twelve|several|a few) hours',
    'since (?:about |around )?\\d+ ?(?:am|pm|o.?clock)',
    'all night',
  ),
} satisfies Record<string, Matcher>;

export const priapism = {
  id: 'priapism',
  label: 'An erection that will not go down',
  readings: [
    {
      anyOf: [['erection', 'erectionLasting']],
    },
  ],
  emergency: {
    condition: 'priapism, an erection that will not go down',
    why: 'an erection lasting more than four hours, or a painful one, needs treating in hospital within hours to protect the penis',
    meanwhile: "go to the nearest emergency department now, and don't wait for it to go down",
  },
} as const satisfies RedFlagDefinition;
