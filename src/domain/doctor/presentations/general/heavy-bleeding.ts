// A red flag for every patient, whatever the presentation: heavy bleeding. The signs it is read from, and
// what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  nosebleed: phrases(
    "nose that won't (?:behave|stop)",
    '(?:nose )?started dripping',
    "my nose (?:started|is going|went|won't stop|keeps|has been running red|is running red)",
    'nose (?:has been |is )?running red',
    'nose ?bleeds?',
    'nose (?:has been |is |keeps |kept |started |was )?(?:bleeding|pouring|gushing)',
    'bleeding from (?:my|his|her|the) nose',
    'blood (?:pouring |coming )?(?:out of|from) (?:my|his|her|the) nose',
  ),
  nosebleedStopped: phrases(
    'stopped (?:in|after|within) (?:about |around )?(?:a few|five|ten|5|10|two|three|\\d) min\\w*',
    '(?:it|the bleeding) stopped',
    'fine now',
  ),
  bleedingLong: phrases(
    'as soon as i let go',
    'gone through a box of tissues',
    'nearly (?:an hour|four|five)',
    'half an hour',
    '(?:over |more than |nearly |almost |about )?(?:2\\d|3\\d|4\\d|twenty|thirty|forty|forty[- ]five|fifty) min\\w*',
    'an hour',
    'hours',
    'keeps? coming',
    'keeps? going',
    "(?:won't|wouldn't|doesn't|isn't|not) (?:stop|stopping|slowing)",
    'soak\\w*',
    'still (?:bleeding|going|coming)',
  ),
} satisfies Record<string, Matcher>;

export const heavyBleeding = {
  id: 'heavy-bleeding',
  label: 'Heavy bleeding',
  readings: [
    {
      anyOf: [['heavyBleeding']],
      // Heavy periods are common and usually not an emergency, unless soaking through pads.
      notWith:
        /\b(?:periods?|menstrua\w*)\b(?![^.]*\bsoak)|\b(?:(?:has|it's|it has|now|that) stopped|stopped now|stopped (?:bleeding|after|with|in|when))\b/,
      // A nosebleed is judged by how long it has gone on (the rule below), not by how much blood there seemed.
      unlessAny: ['nosebleedStopped', 'nosebleed'],
      supersededBy: 'pregnancy-emergency',
    },
    {
      anyOf: [['nosebleed', 'bleedingLong']],
      unlessAny: ['nosebleedStopped'],
    },
  ],
  emergency: {
    condition: 'serious bleeding',
    why: 'heavy bleeding needs help straight away',
    meanwhile:
      'press firmly on the wound with a clean cloth and keep pressing, raise the injured part if you can, and lie down if you feel faint',
  },
} as const satisfies RedFlagDefinition;
