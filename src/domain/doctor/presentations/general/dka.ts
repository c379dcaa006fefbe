// A red flag for every patient, whatever the presentation: diabetes with vomiting and fast, deep breathing or
// drowsiness (possible ketoacidosis). The signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  diabetesType1: phrases('type (?:one|1) diabet\\w*', 'diabetic', 'diabetes', 'insulin'),
  /**
   * Diabetes not yet known, as a parent tells it (NICE NG18: thirst with passing much urine, in a child): "drinking
   * and drinking for weeks", "soaking every nappy", or thirst with weeing or weight loss. Thirst alone is any tummy bug.
   */
  newDiabetesSigns: anyOf(
    phrases(
      'drinking and drinking',
      'soaking (?:every|all (?:her|his|their|the)|her|his|through (?:her|his|the)) nappy',
      'soaking (?:every|all (?:her|his|their|the)|her|his) nappies',
      'wetting the bed again',
    ),
    together(
      phrases(
        '(?:always|constantly|so|really|very|incredibly) thirsty',
        'thirsty all the time',
        "can't stop drinking",
        'drinking (?:loads|lots|so much|all the time|constantly|gallons)',
      ),
      phrases(
        '(?:weeing|peeing|wee|pee|urinating|going to the toilet|going to the loo|wetting) (?:a lot|loads|lots|so much|all the time|constantly)',
        '(?:soaking|soaked|very wet|heavy) nappies',
        'keeps? (?:going to|running to|needing) the (?:toilet|loo)',
        '(?:lost|losing) (?:a lot of |so much )?weight',
      ),
      4,
    ),
  ),
  /** Ketoacidosis shown in the breath or the waking: deep or fast breathing, a fruity breath, drowsiness. */
  ketoBreathOrDrowsy: phrases(
    "breathing(?:'s| is| has been| seems)? (?:really |very |so )?(?:deep|deeply|fast|heavy|heavily)",
    'deep breaths',
    'fruity',
    'pear drops',
    'nail varnish',
    'ketones',
    'drowsy',
  ),
  /** In someone known to have diabetes, great thirst with the vomiting is the same warning. */
  ketoThirst: phrases('really thirsty', 'very thirsty', "can't stop drinking"),
} satisfies Record<string, Matcher>;

export const dka = {
  id: 'dka',
  label: 'Diabetes with vomiting and fast, deep breathing or drowsiness (possible ketoacidosis)',
  readings: [
    {
      anyOf: [
        ['diabetesType1', 'vomiting', 'ketoBreathOrDrowsy'],
        ['diabetesType1', 'vomiting', 'ketoThirst'],
        ['newDiabetesSigns', 'vomiting', 'ketoBreathOrDrowsy'],
      ],
    },
  ],
  emergency: {
    condition: 'diabetic ketoacidosis',
    why: 'vomiting with fast breathing or drowsiness in diabetes can be dangerous within hours',
    meanwhile:
      'keep sipping water if possible; if there is a blood sugar or ketone meter, check and keep the readings, and keep taking any insulin',
  },
} as const satisfies RedFlagDefinition;
