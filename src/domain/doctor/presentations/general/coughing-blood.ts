// A red flag for every patient, whatever the presentation: coughing up blood. The signs it is read from, and
// what the doctor says at once.
import { phrases, together, unless, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';
import { BLEEDING_DANGER_SIGNS } from './signs';

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
  /** Blood said to be coughed, not only found in the spit: coughed up, it is not explained by a nosebleed. */
  coughedWord: phrases('cough\\w*', 'hack\\w*', 'hock\\w* up'),
  /** What makes coughed blood more likely a clot, a cancer or an infection of the lung than blood from the nose. */
  lungCauseLikely: phrases(
    'flew',
    'flights?',
    'long[- ]haul',
    'calf',
    'swollen (?:leg|calf|ankle)',
    '(?:leg|calf) (?:is |was |has been |feels )?(?:swollen|sore|painful|tender|red|hot)',
    'the pill',
    'hrt',
    'contracepti\\w*',
    'pregnan\\w*',
    'dvt',
    'clots? in (?:my|his|her|the) (?:legs?|lungs?)',
    'embolism',
    'bed ?bound',
    'plaster cast',
    'tb',
    'tuberculosis',
    'night sweats',
    'lost (?:a lot of |some |a stone|\\w+ stone)?(?: of)? ?weight',
    'losing weight',
    'stone without trying',
    '(?:weeks|months)',
    'smok\\w*',
    'hurts? (?:when|to) (?:i )?breathe',
    'breath\\w* in hurts',
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
      // Blood in the spit (not coughed) the morning after a nosebleed has usually come down from the nose.
      anyOf: [['coughBlood']],
      hold: {
        dangerSigns: [
          ...BLEEDING_DANGER_SIGNS,
          'muchBloodCoughed',
          'coughedWord',
          'lungCauseLikely',
          'chestDiscomfort',
          'chestTight',
          'lipsBlue',
          'fever',
        ],
        causes: [['bleedingFromNoseOrMouth']],
        question: 'Have you had a nosebleed, or bleeding from your gums or mouth, in the last day or so?',
        dangerQuestion:
          'Is there more than a streak of blood, or are you coughing it up from your chest, short of breath or in pain?',
        explained:
          'Thank you. Blood from a nosebleed or the gums often comes up in the spit afterwards, which is reassuring. If blood is coughed up from the chest, more than a streak, or there is any breathlessness or chest pain, call 999 straight away.',
      },
    },
  ],
  emergency: {
    condition: 'serious bleeding in the lungs',
    why: 'coughing up more than a streak of blood needs checking straight away',
    meanwhile: 'sit upright, keep calm, and keep what you coughed up to show if you can',
  },
} as const satisfies RedFlagDefinition;
