// Chest pain: its own red flag, the signs it is read from, and what the doctor says at once.
import { phrases, together, type Analysed, type Matcher } from '../../../language';
import { BODY_OF, CHEST_SITE, PAIN } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs this presentation's red flag reads (signs several red flags read: ../general/signs.ts). */
export const concepts = {
  heartAttackClaim: (a: Analysed) =>
    a.clauses.some(
      (clause) =>
        /\b(?:i'm|i am|i think i'm|i think i am|he's|she's|he is|she is|i think he's|i think she's|they're) having a heart attack\b/.test(
          clause,
        ) &&
        !/\b(?:terrified|scared|worried|afraid|frightened|panick\w*|convinced|thought|wondered|feared|googl\w*)\b/.test(
          clause,
        ),
    ),
  heartAttack: phrases(
    "(?:i'm|am i|he's|she's|is he|is she|might be|could be|i think i'm|think i'm|worried i'm|scared i'm|think he's|think she's) having a heart attack",
    '(?:is this|is it|could this be|could it be|might be|this is|it feels like) a heart attack',
  ),
  chestPain: phrases(
    `chest ${PAIN}`,
    `${PAIN} (?:in|across|on) ${BODY_OF} chest`,
    'chest (?:is |feels )?(?:really |very )?(?:painful|heavy|crushing)',
    'crushing (?:pain|feeling|sensation)',
    `(?:pressure|heaviness|squeezing) (?:in|on|across) ${BODY_OF} chest`,
    'angina',
  ),
  sweating: phrases('sweat\\w*', 'clammy', 'drenched'),
  armJaw:
    /\b(?:(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*(?! (?:my|his|her|their|the|your) (?:arms?|shoulders?|neck|hands?|fingers?|jaw|back)\b)|travel\w*|down|into|up)\b[^.,;]{0,25}\b(?:arms?|jaw|neck)|(?:arm|jaw) (?:pain|hurts|aches|is (?:numb|aching|sore|hurting)))\b/,
  pulmonaryEmbolismRisk: phrases(
    'long[- ]haul',
    'long flight',
    'flew back',
    'on a plane',
    'after (?:my |the |an )?(?:operation|surgery)',
    'calf (?:is )?(?:swollen|swelling|hot|tender)',
    'swollen calf',
    'blood clots?',
    'dvt',
  ),
  chestMention: new RegExp(`\\b${CHEST_SITE}\\b`),
  centralPressure: together(
    phrases(
      'heav\\w*',
      'weight',
      'pressure',
      'tight band',
      'crushing',
      'squeez\\w*',
      'kneeling on',
      'sitting on',
    ),
    phrases(
      '(?:right )?in the middle',
      'centre',
      'center',
      'middle of (?:my|the|his|her)',
      'breast ?bone',
      'on (?:my|his|her) chest',
      'on me',
    ),
    2,
  ),
  itsMyHeart: phrases(
    "(?:think|worried|scared|afraid|wonder if|feels like) (?:it's|it is|it might be|it could be|this is) (?:my|his|her) heart",
    'heart attack',
  ),
  crushingChest: phrases(
    'crushing',
    'elephant',
    'like a vice',
    'in a vice',
    'heavy weight',
    'squeezing',
    'someone (?:sitting|standing) on (?:my|his|her) chest',
    'tight band',
  ),
} satisfies Record<string, Matcher>;

export const cardiacChestPain = {
  id: 'cardiac-chest-pain',
  label: 'Chest pain with breathlessness, sweating, sickness or spread to arm, jaw or back',
  readings: [
    {
      anyOf: [
        ['heartAttackClaim'],
        ['heartAttack', 'crushingChest'],
        ['chestPain', 'breathless'],
        ['chestPain', 'sweating'],
        ['chestPain', 'armJaw'],
        ['chestTight', 'sweating'],
        ['chestTight', 'armJaw'],
        ['chestDiscomfort', 'breathless'],
        ['chestDiscomfort', 'clammy'],
        ['chestDiscomfort', 'spreadArmJawBack'],
        ['chestDiscomfort', 'nausea'],
        ['itsMyHeart', 'crushingChest'],
        ['chestDiscomfort', 'lossOfConsciousness'],
        ['chestDiscomfort', 'pulmonaryEmbolismRisk'],
        ['chestMention', 'spreadArmJawBack', 'clammy'],
        ['chestMention', 'spreadArmJawBack', 'breathless'],
        ['chestMention', 'clammy', 'nausea'],
        ['centralPressure', 'clammy'],
        ['centralPressure', 'spreadArmJawBack'],
      ],
    },
  ],
  emergency: {
    condition: 'a heart attack',
    why: 'chest pain like this can be a heart attack',
    meanwhile:
      "sit down and rest, and if you're not allergic to aspirin, chew one 300 milligram aspirin tablet slowly",
  },
} as const satisfies RedFlagDefinition;
