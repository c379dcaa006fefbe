// A red flag for every patient, whatever the presentation: a chemical in the eye (cement, bleach, oven or drain
// cleaner, acid). The signs it is read from, and what the doctor says at once: rinse, not the first aid for a burn.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  // Read apart, anywhere in what was said: the splash and the eye are often told in different sentences.
  causticSubstance: phrases(
    'cement',
    'bleach',
    'caustic',
    'acid(?! reflux)',
    'alkali\\w*',
    'ammonia',
    'quick ?lime',
    "builder'?s lime",
    'chemicals?',
    'oven cleaner',
    'drain (?:cleaner|unblocker|gel|powder)',
    'unblocker',
    'dishwasher (?:tablet|pod|powder)s?',
  ),
  inTheEye: phrases('(?:in|into) (?:my|his|her|their|your|the) (?:left |right )?(?:eyes?|i)'),
} satisfies Record<string, Matcher>;

export const chemicalInEye = {
  id: 'chemical-in-eye',
  label: 'A chemical in the eye',
  readings: [{ anyOf: [['causticSubstance', 'inTheEye']] }],
  emergency: {
    condition: 'a chemical injury to the eye',
    why: 'a chemical in the eye can damage the sight within minutes',
    meanwhile:
      'rinse the eye with lukewarm running water for at least 20 minutes, holding the eyelids open, take out any contact lens, and keep the product or its label to show',
  },
} as const satisfies RedFlagDefinition;
