// A red flag for every patient, whatever the presentation: an ear infection spread to the bone behind the ear — a
// red, swollen, tender lump behind the ear, the ear pushed forward. The signs it is read from, and what the doctor
// says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  behindTheEarSwollen: anyOf(
    together(
      phrases('behind (?:the|his|her|my|their|your) (?:\\w+ )?ear', 'behind it'),
      phrases('swollen(?! glands?)', 'swelling', 'lump', 'puffy', 'red(?! spot)', 'big', 'bulg\\w*'),
      1,
    ),
    phrases('(?:lump|swelling) behind (?:the|his|her|my|their) (?:\\w+ )?ear'),
  ),
  earPushedOut: phrases(
    'ears?\\W?s? (?:\\w+ ){0,3}(?:sticking out|pushed (?:forward|out)|sticks? out|stands? out|go(?:es)? out|forward)',
    '(?:pushed|pushing) (?:his|her|my|the) ear (?:forward|out)',
  ),
  earInfection: phrases(
    'ear ?ache',
    'ear infection',
    'ear pain',
    'pain in (?:his|her|my|the) ear',
    'ear (?:has been )?(?:hurting|sore)',
  ),
  glandsOrSpot: phrases('glands?', 'lymph nodes?', 'spot', 'pimple', 'spots'),
} satisfies Record<string, Matcher>;

export const mastoiditis = {
  id: 'mastoiditis',
  label: 'A red, swollen lump behind the ear, the ear pushed out',
  readings: [
    {
      anyOf: [
        ['behindTheEarSwollen', 'earPushedOut'],
        ['behindTheEarSwollen', 'fever', 'earInfection'],
      ],
      // Swollen glands or a spot behind the ear are not the bone.
      unlessAny: ['glandsOrSpot'],
    },
  ],
  emergency: {
    condition: 'an ear infection spreading into the bone behind the ear',
    why: 'a red, swollen lump behind the ear with the ear pushed out needs antibiotics through a drip in hospital',
    meanwhile:
      'give paracetamol or ibuprofen for the pain and fever, and bring any antibiotics already prescribed',
  },
} as const satisfies RedFlagDefinition;
