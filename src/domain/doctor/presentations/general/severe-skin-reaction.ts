// A red flag for every patient, whatever the presentation: a rash with blisters or peeling skin and sores in the
// mouth or eyes, often after a new medicine (Stevens-Johnson syndrome). The signs it is read from, and what the
// doctor says at once.
import { matchesIn, phrases, type Analysed, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** Red or peeling joined to all over, head to toe or every inch, or a boiled lobster. */
const SKIN_RED_ALL_OVER = phrases(
  "(?:skin|i|i'?ve|he'?s|she'?s|he|she|it'?s|body)[^.;]{0,25}\\b(?:red|peeling|peeled|flaking|flaky|coming off|raw)\\b[^.;]{0,30}\\b(?:all over|head to toe|every inch|everywhere|whole body|the lot)",
  '(?:all over|head to toe|every inch|whole body)[^.;]{0,25}\\b(?:red|peeling|flaking|coming off|raw)',
  'lobster',
);

/** The signs only this red flag reads. */
export const concepts = {
  /** Skin coming away widely, like a burn: not a shoe blister or peeling after sunburn. */
  skinComingOff: phrases(
    'skin (?:\\w+ ){0,4}(?:peeling off|coming off|come off|came off|come right off|coming away|come away|came away|sloughing)',
    'in sheets',
    '(?:looks?|like) (?:it(?:\\W?s| is) )?(?:a |after a )?(?:burn|burnt|scald|scalded)',
    '(?:big )?(?:bubbles|blisters) (?:with|of) water',
  ),
  /** Sores where skin meets the inside: the mouth, the lips, the eyes. */
  mouthOrEyeSores: phrases(
    '(?:mouth|lips?)[^.;]{0,40}(?:sores|ulcers|raw|crusted|bleeding)',
    '(?:sores|ulcers)[^.;]{0,30}(?:mouth|lips?)',
    'eyes? (?:\\w+ ){0,3}(?:gummy|stuck together|burning)',
  ),
  /**
   * The skin itself red or peeling all over, said as one thing ("every inch of it, and it's coming off", "gone red
   * all over"): with shivers, the skin has failed as a barrier and holds no heat (erythroderma), an emergency.
   */
  skinRedAllOver: (a: Analysed) =>
    matchesIn(a, SKIN_RED_ALL_OVER).some(
      ({ match }) => !/\b(?:not|no|never|isn\W?t|hasn\W?t|wasn\W?t)\b/.test(match[0]),
    ),
  /** What makes skin red or peeling all over for a plain reason: the sun, a bath, wine, the menopause, dry skin. */
  skinRedExplained: phrases(
    'sun(?:burn\\w*|bath\\w*|bed|shine|stroke)?',
    'burnt',
    'burned',
    'holiday',
    'beach',
    'bath',
    'shower',
    'sauna',
    'wine',
    '(?:a few|two|three|some|after|had|couple of|one|a) (?:\\w+ )?(?:drinks?|glasses|pints?)',
    'alcohol',
    'beers?',
    'lager',
    'cider',
    'vodka',
    'gin',
    'curry',
    'flush\\w*',
    'menopaus\\w*',
    'prickly heat',
    'scarlet',
    'sandpaper',
    'teething',
    'nettles?',
    'hives',
    'dry skin',
    'dry and (?:flaky|scaly|itchy)',
    'skin (?:is |gets |goes )?(?:very |really )?dry',
    'always (?:is|does|gets|goes)',
    'every winter',
    'nails?',
    'lips?',
    'scalp',
    '(?<!like )dandruff',
    'plaster',
    'paint',
    'the wallpaper',
  ),
  /** Shivers told in the patient's own way. */
  chillsAndHeat: phrases('shaking like a leaf', "can't (?:seem to )?get warm"),
  /** Common rashes that blister, with a name the patient gives. */
  namedBlisteringRash: phrases(
    'hand,? foot and mouth',
    'chicken ?pox',
    'impetigo',
    'cold sores?',
    'sunburn\\w*',
    'shingles',
    'eczema',
  ),
} satisfies Record<string, Matcher>;

export const severeSkinReaction = {
  id: 'severe-skin-reaction',
  label: 'A blistering or peeling rash with sores in the mouth or eyes, or skin red all over with shivers',
  readings: [
    { anyOf: [['skinComingOff', 'mouthOrEyeSores']], unlessAny: ['namedBlisteringRash'] },
    {
      anyOf: [
        ['skinRedAllOver', 'shivering'],
        ['skinRedAllOver', 'chillsAndHeat'],
      ],
      unlessAny: ['namedBlisteringRash', 'skinRedExplained'],
    },
  ],
  emergency: {
    condition: 'a severe reaction of the skin, often to a medicine',
    why: 'a rash that blisters or peels with sores in the mouth or eyes can spread fast and needs hospital care',
    meanwhile:
      'bring the medicine you started recently, or its name, and ask the hospital team before taking another dose',
  },
} as const satisfies RedFlagDefinition;
