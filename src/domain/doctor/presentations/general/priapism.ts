// A red flag for every patient, whatever the presentation: an erection that will not go down (priapism). The
// signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  erection: phrases('erection', 'hard[- ]on', 'penis[^.;]{0,40}\\b(?:hard|stiff|up)\\b', 'stiffy', 'boner'),
  erectionLasting: phrases(
    "(?:won't|wouldn't|doesn't|didn't|not) (?:go|going|gone) (?:down|away)",
    'still (?:hard|up|there)',
    '(?:for|since|over|more than|nearly|about) (?:about |nearly |more than |over )?(?:\\d+|four|five|six|seven|eight|nine|ten|twelve|several|a few) hours',
    'since (?:about |around )?\\d+ ?(?:am|pm|o.?clock)',
    'since last night',
    'all night',
    'for hours',
  ),
  // Taken for an erection: then "it's been hard for seven hours, it won't go down" says what "it" is.
  erectionDrug: phrases(
    'blue pills?',
    'viagra',
    'sildenafil',
    'cialis',
    'tadalafil',
    'injection (?:from the clinic )?for (?:my )?erection',
  ),
  stillHard: phrases(
    "(?:won't|wouldn't|doesn't|not) (?:go|going) down",
    '(?:still|been|stayed|staying) (?:hard|stiff|up)',
  ),
} satisfies Record<string, Matcher>;

export const priapism = {
  id: 'priapism',
  label: 'An erection that will not go down',
  readings: [
    {
      anyOf: [
        ['erection', 'erectionLasting'],
        ['erectionDrug', 'stillHard'],
      ],
    },
  ],
  emergency: {
    condition: 'priapism, an erection that will not go down',
    why: 'an erection lasting more than four hours, or a painful one, needs treating in hospital within hours to protect the penis',
    meanwhile: "don't wait for it to go down, and don't take any more of anything you took for it",
  },
} as const satisfies RedFlagDefinition;
