// A red flag for every patient, whatever the presentation: a rash with blisters or peeling skin and sores in the
// mouth or eyes, often after a new medicine (Stevens-Johnson syndrome). The signs it is read from, and what the
// doctor says at once.
import { phrases, together, unless, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

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
   * The skin itself red or peeling all over (not spots or a rash of spots): with shivers, the skin has failed as a
   * barrier and holds no heat (erythroderma), an emergency whatever caused it.
   */
  skinRedAllOver: unless(
    together(
      phrases(
        'skin(?:\\W?s| is| has)? [^.;]{0,30}\\b(?:red|peel\\w*|flak\\w*|coming off|on fire|raw)',
        'lobster',
        'gone (?:bright |really |very )?red',
        'peel\\w*',
        'flak\\w*',
        'coming off',
      ),
      phrases(
        'all over',
        'head to toe',
        'every inch',
        '(?:my |his |her |the )?whole body',
        'everywhere',
        'not a normal bit',
      ),
      2,
    ),
    /\b(?:spots|spotty|dots|pimples|blotch\w*|hives|welts|nettle\w*|sunburn\w*|sunbath\w*|in the sun|sunbed)\b/,
  ),
  /** Shivers and heat in turn, told in the patient's own way. */
  chillsAndHeat: phrases(
    'shaking like a leaf',
    "can't (?:seem to )?get warm",
    'freezing[^.;]{0,30}(?:boiling|roasting|burning up|sweating)',
    '(?:boiling|roasting|burning up)[^.;]{0,30}freezing',
  ),
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
        ['skinRedAllOver', 'fever'],
      ],
      unlessAny: ['namedBlisteringRash'],
    },
  ],
  emergency: {
    condition: 'a severe reaction of the skin, often to a medicine',
    why: 'a rash that blisters or peels with sores in the mouth or eyes can spread fast and needs hospital care',
    meanwhile:
      'bring the medicine you started recently, or its name, and ask the hospital team before taking another dose',
  },
} as const satisfies RedFlagDefinition;
