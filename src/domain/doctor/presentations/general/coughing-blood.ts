// A red flag for every patient, whatever the presentation: coughing up blood. The signs it is read from, and
// what the doctor says at once.
import { phrases, together, unless, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  coughBlood: unless(
    together(
      phrases('cough\\w*', 'hack\\w*', 'hock\\w* up', 'bring\\w* up', 'brought up', 'spit\\w*', 'spat'),
      phrases(
        'blood',
        'bloody',
        'clots?',
        '(?:proper|bright|dark) red',
        'half a cup of red',
        'jelly lumps?',
        'filled up',
      ),
      2,
    ),
    /\b(?:streak\w*|fleck\w*|speck\w*|tinge\w*|spots? of blood|a (?:little|tiny|small) bit of blood|pink|trace)\b/,
  ),
  /** More than a little blood coughed up: a sign of danger whatever else explains it. */
  muchBloodCoughed: phrases(
    '(?:lots|loads|a lot|plenty) of blood',
    'a lot',
    'loads',
    '(?:big|large|fresh) clots?',
    'mug',
    'filled',
    'full of blood',
    'pure blood',
    'mouthfuls?',
    'cupfuls?',
    'cups?',
    'teaspoons?',
    'spoonfuls?',
    'bright red',
    'fresh blood',
    'covered',
    'did it again',
    'again and again',
    'more and more',
    '(?:keeps?|kept) (?:coming|coughing|happening)',
    "(?:won't|doesn't|isn't|not) stop\\w*",
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
      // Blood in the spit the morning after a nosebleed has usually come down from the nose.
      anyOf: [['coughBlood']],
      hold: {
        dangerSigns: [
          'muchBloodCoughed',
          'breathless',
          'severeBreathing',
          'chestDiscomfort',
          'chestTight',
          'heavyBleeding',
          'bleedingShows',
          'faint',
          'clammy',
          'lossOfConsciousness',
          'anticoagulant',
          'worstEver',
          'tonsilsRecentlyOut',
        ],
        causes: [['bleedingFromNoseOrMouth']],
        question: 'Have you had a nosebleed, or bleeding from your gums or mouth, in the last day or so?',
        rephrase: 'Just to check: any nosebleed or bleeding gums recently, yes or no?',
        explained:
          'Thank you. Blood from a nosebleed or the gums often comes up in the spit afterwards, which is reassuring.',
      },
    },
  ],
  emergency: {
    condition: 'serious bleeding in the lungs',
    why: 'coughing up more than a streak of blood needs checking straight away',
    meanwhile: 'sit upright, keep calm, and keep what you coughed up to show if you can',
  },
} as const satisfies RedFlagDefinition;
