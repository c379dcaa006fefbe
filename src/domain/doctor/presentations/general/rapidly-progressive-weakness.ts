// A red flag for every patient, whatever the presentation: weakness of both legs spreading over hours or days, with
// tingling from the feet (as in Guillain-Barré syndrome). The signs it is read from, and what the doctor says at
// once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  /** Both legs failing: weak, heavy, giving way, not able to stand, walk or climb stairs. */
  bothLegsWeak: phrases(
    'legs (?:\\w+ ){0,2}(?:weak|weaker|weakening|like jelly|gave way|give way|giving way|buckl\\w*|heavy)',
    'legs (?:have |are )?(?:gone|going) (?:weak|numb|to jelly)',
    'weakness in (?:both |my |his |her )?legs',
    "legs (?:won't|will not|wouldn't) (?:hold|work|take)",
    "(?:can't|cannot|can not|unable to) (?:lift|move) (?:my|his|her|their) legs",
    "(?:can't|cannot|can not|unable to) (?:walk|stand up|get up the stairs|climb the stairs)(?! (?:on it|far|for long|properly|the|it|this|that)\\b)",
    "(?:can't|cannot|can not|unable to) stand(?! (?:it|the|this|that|him|her|them)\\b)",
    'can (?:hardly|barely) (?:walk|stand)',
    'struggl\\w* (?:to|with) (?:walk|climb|stand|the stairs)',
    '(?:must|have to|had to) carry (?:her|him)',
    '(?:becoming|going|being) paralys\\w*',
    'keep falling',
  ),
  /** Tingling or numbness that began in the feet and spreads. */
  tinglingFromFeet: phrases(
    '(?:tingl\\w*|pins and needles|numb\\w*|ants|prickl\\w*)[^.;]{0,40}(?:feet|toes|legs)',
    '(?:feet|toes) (?:\\w+ ){0,3}(?:tingl\\w*|numb\\w*)',
    '(?:tingl\\w*|numb\\w*|pins and needles)[^.;]{0,30}(?:creeping|spreading|moving|working its way) up',
  ),
  /** Long-standing, or one leg hurt, or tired legs: not a weakness spreading over days (an infection weeks before is
   * typical of it, so is no exception). */
  notSpreadingWeakness: phrases(
    'for (?:years|months|ages)',
    'neuropathy',
    'sprain\\w*',
    'on it',
    'marathon',
    'restless legs?',
    'gone to sleep',
  ),
} satisfies Record<string, Matcher>;

export const rapidlyProgressiveWeakness = {
  id: 'rapidly-progressive-weakness',
  label: 'Weakness of both legs spreading over hours or days',
  readings: [{ anyOf: [['bothLegsWeak', 'tinglingFromFeet']], unlessAny: ['notSpreadingWeakness'] }],
  emergency: {
    condition: 'a fast-spreading weakness of the nerves, such as Guillain-Barré syndrome',
    why: 'weakness that spreads over hours or days can reach the muscles used for breathing and swallowing',
    meanwhile:
      "don't try to walk on your own, sit up if breathing feels hard, and don't eat or drink if swallowing is difficult",
  },
} as const satisfies RedFlagDefinition;
