// A red flag for every patient, whatever the presentation: coughing up blood. The signs it is read from, and
// what the doctor says at once.
import { phrases, together, unless, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

const BLOOD = phrases(
  'blood',
  'bloody',
  'clots?',
  '(?:proper|bright|dark) red',
  'half a cup of red',
  'jelly lumps?',
  'filled up',
);
/** A streak or a fleck, not blood coughed up. */
const MERE_TRACE =
  /\b(?:streak\w*|fleck\w*|speck\w*|tinge\w*|spots? of blood|a (?:little|tiny|small) bit of blood|pink|trace)\b/;

/** The signs only this red flag reads. */
export const concepts = {
  coughBlood: unless(
    together(
      phrases('cough\\w*', 'hack\\w*', 'hock\\w* up', 'bring\\w* up', 'brought up', 'spit\\w*', 'spat'),
      BLOOD,
      2,
    ),
    MERE_TRACE,
  ),
  coughBloodStreaks: together(
    phrases('cough\\w*', 'phlegm', 'spit\\w*', 'mucus'),
    phrases('blood', 'bloody', 'streak\\w*'),
  ),
} satisfies Record<string, Matcher>;

export const coughingBlood = {
  id: 'coughing-blood',
  label: 'Coughing up blood',
  readings: [
    {
      anyOf: [['coughBlood']],
    },
  ],
  emergency: {
    condition: 'serious bleeding in the lungs',
    why: 'coughing up more than a streak of blood needs checking straight away',
    meanwhile: 'sit upright, keep calm, and keep what you coughed up to show if you can',
  },
} as const satisfies RedFlagDefinition;
