// A red flag for every patient, whatever the presentation: a fall, then hip or groin pain and unable to stand, or a
// leg that looks shorter and turned out (a broken hip). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  hadAFall: phrases('fall', 'fell', 'fallen', 'slipped', 'tripped', 'on the floor', 'came down'),
  hipOrGroin: phrases('hips?', 'groin', 'top of (?:her|his|my) (?:leg|thigh)'),
  cantStandOnIt: phrases(
    "(?:can't|cannot|couldn't|unable to|won't) (?:get up|stand|walk|put (?:any )?weight|bear weight|weight bear|take (?:any )?weight)",
    'screams? when',
  ),
  legShortRotated: phrases(
    '(?:foot|leg|toes?) (?:is |has )?(?:turned|twisted|rolled|pointing) (?:out|to the outside|outwards?)',
    '(?:looks|is) shorter',
    'shorter than the other',
  ),
} satisfies Record<string, Matcher>;

export const brokenHip = {
  id: 'broken-hip',
  label: 'A fall, then hip pain and unable to stand, or a leg that looks shorter or turned out',
  readings: [
    {
      anyOf: [
        ['hadAFall', 'hipOrGroin', 'cantStandOnIt'],
        ['hadAFall', 'legShortRotated'],
      ],
    },
  ],
  emergency: {
    condition: 'a broken hip',
    why: 'hip pain after a fall with being unable to stand, or a leg that looks shorter or turned out, can be a broken hip',
    meanwhile:
      "don't try to stand or be lifted, keep warm with a blanket where you are, and have nothing to eat or drink in case an operation is needed",
  },
} as const satisfies RedFlagDefinition;
