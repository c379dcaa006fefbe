// A red flag for every patient, whatever the presentation: diabetes with vomiting and fast, deep breathing or
// drowsiness (possible ketoacidosis). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  diabetesType1: phrases('type (?:one|1) diabet\\w*', 'diabetic', 'diabetes', 'insulin'),
  /**
   * Diabetes not yet known, as a parent tells it (NICE NG18: thirst, passing much urine, weight loss): "drinking and
   * drinking for weeks", "soaking every nappy". With vomiting and deep breathing or drowsiness, ketoacidosis.
   */
  newDiabetesSigns: phrases(
    'drinking and drinking',
    '(?:always|constantly|so|really|very|incredibly) thirsty',
    "can't stop drinking",
    'drinking (?:loads|so much|all the time|constantly|gallons)',
    '(?:weeing|peeing|wee|pee|urinating|going to the toilet|going to the loo) (?:loads|so much|all the time|constantly)',
    'soaking (?:every|all (?:her|his|their|the)|her|his|through (?:her|his|the)) nappy',
    'soaking (?:every|all (?:her|his|their|the)|her|his) nappies',
    'wetting the bed again',
  ),
  ketoSigns: phrases(
    "breathing (?:is |'s |has been |seems )?(?:really |very |so )?(?:deep|deeply|fast|heavy|heavily)",
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
} satisfies Record<string, Matcher>;

export const dka = {
  id: 'dka',
  label: 'Diabetes with vomiting and fast, deep breathing or drowsiness (possible ketoacidosis)',
  readings: [
    {
      anyOf: [
        ['diabetesType1', 'vomiting', 'ketoSigns'],
        ['newDiabetesSigns', 'vomiting', 'ketoSigns'],
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
