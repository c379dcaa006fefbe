// A red flag for every patient, whatever the presentation: weakness of both legs spreading over hours or days, with
// tingling from the feet (as in Guillain-Barré syndrome). The signs it is read from, and what the doctor says at
// once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  /** Both legs failing: weak, giving way, not able to stand, walk or climb stairs. */
  bothLegsWeak: phrases(
    'legs (?:\\w+ ){0,2}(?:weak\\w*|like jelly|gave way|give way|giving way|keep giving way|buckl\\w*)',
    '(?:both|my|his|her) legs (?:are |have )?(?:gone|going)',
    "(?:can't|cannot|can not|unable to) (?:walk|stand|stand up|get up the stairs|climb the stairs|get up)\\b(?! (?:far|for long|properly))",
    'must carry (?:her|him)',
    'have to carry (?:her|him)',
    '(?:becoming|going|being) paralys\\w*',
    'keep falling',
  ),
  /** Tingling or numbness that began in the feet and spreads. */
  tinglingFromFeet: phrases(
    '(?:tingl\\w*|pins and needles|numb\\w*|ants|prickl\\w*)[^.;]{0,40}(?:feet|toes|legs)',
    '(?:feet|toes) (?:\\w+ ){0,3}(?:tingl\\w*|numb\\w*)',
    '(?:creeping|spreading|moving|going|working its way) up',
  ),
} satisfies Record<string, Matcher>;

export const rapidlyProgressiveWeakness = {
  id: 'rapidly-progressive-weakness',
  label: 'Weakness of both legs spreading over hours or days',
  readings: [{ anyOf: [['bothLegsWeak', 'tinglingFromFeet']] }],
  emergency: {
    condition: 'a fast-spreading weakness of the nerves, such as Guillain-Barré syndrome',
    why: 'weakness that spreads over hours or days can reach the muscles used for breathing and swallowing',
    meanwhile:
      "don't try to walk on your own, sit up if breathing feels hard, and don't eat or drink if swallowing is difficult",
  },
} as const satisfies RedFlagDefinition;
