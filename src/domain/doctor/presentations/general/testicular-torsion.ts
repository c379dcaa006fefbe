// A red flag for every patient, whatever the presentation: sudden severe testicle pain. The signs it is read
// from, and what the doctor says at once.
import type { Matcher } from '../../../language';
import { suddenSevereTesticlePain } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  testicleSuddenSevere: suddenSevereTesticlePain,
} satisfies Record<string, Matcher>;

export const testicularTorsion = {
  id: 'testicular-torsion',
  label: 'Sudden severe testicle pain',
  readings: [
    {
      anyOf: [['testicleSuddenSevere']],
    },
  ],
  emergency: {
    condition: 'testicular torsion',
    why: 'sudden severe testicle pain can be a twisted testicle, which must be treated within hours',
    meanwhile:
      "go to the nearest emergency department, don't drive yourself, and don't eat or drink in case you need an operation",
  },
} as const satisfies RedFlagDefinition;
