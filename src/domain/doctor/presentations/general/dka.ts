// A red flag for every patient, whatever the presentation: diabetes with vomiting and fast, deep breathing or
// drowsiness (possible ketoacidosis). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  diabetesType1: phrases('type (?:one|1) diabet\\w*', 'diabetic', 'diabetes', 'insulin'),
  ketoSigns: phrases(
    'breathing (?:really |very |so )?(?:deep|deeply|fast|heavy|heavily)',
    'deep breaths',
    'fruity',
    'pear drops',
    'nail varnish',
    'ketones',
    'drowsy',
    'really thirsty',
    'very thirsty',
    "can't stop drinking",
  ),
  /** Diabetes not yet known: weeks of great thirst and of weeing (heavy nappies in a small child). */
  thirstAndWeeing: phrases(
    'drink\\w* (?:\\w+ ){0,3}(?:very much|so much|loads|all the time|constantly|and drinking)',
    '(?:so|very|really|always|constantly) thirsty',
    'thirsty all the time',
    'nappy (?:\\w+ ){0,4}(?:heavy|soaking|soaked)',
    'soaking (?:every |all (?:her|his) )?napp(?:y|ies)',
    '(?:weeing|peeing) (?:loads|a lot|all the time|constantly)',
  ),
  drowsyChild: phrases(
    'sleep\\w* too much',
    '(?:can\\W?t|cannot) (?:get|wake) (?:her|him) (?:to wake )?(?:up )?properly',
    'open\\w* (?:the|her|his) eyes only (?:a )?little',
    'drowsy',
    'hard to wake',
  ),
  /** Deep or heavy breathing, as after running: the body clearing acid. */
  deepBreathing: phrases(
    'breath\\w* (?:\\w+ ){0,3}(?:deep|heavy|deeply|heavily)',
    'deep (?:and )?(?:fast|heavy|sighing)? ?breath\\w*',
    '(?:breathes|breathing|breathe) strange',
  ),
} satisfies Record<string, Matcher>;

export const dka = {
  id: 'dka',
  label: 'Diabetes with vomiting and fast, deep breathing or drowsiness (possible ketoacidosis)',
  readings: [
    {
      anyOf: [
        ['diabetesType1', 'vomiting', 'ketoSigns'],
        // Diabetes not yet found, in a child or an adult: weeks of thirst and weeing, now vomiting with deep
        // breathing or drowsiness.
        ['thirstAndWeeing', 'vomiting', 'deepBreathing'],
        ['thirstAndWeeing', 'vomiting', 'drowsyChild'],
        ['thirstAndWeeing', 'deepBreathing', 'drowsyChild'],
      ],
    },
  ],
  emergency: {
    condition: 'diabetic ketoacidosis',
    why: 'vomiting with fast breathing or drowsiness in diabetes can be dangerous within hours',
    meanwhile:
      'keep sipping water if you can, check your blood sugar and ketones if you have a meter, and take your insulin',
  },
} as const satisfies RedFlagDefinition;
