// A red flag for every patient, whatever the presentation: a rash with blisters or peeling skin and sores in the
// mouth or eyes, often after a new medicine (Stevens-Johnson syndrome). The signs it is read from, and what the
// doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  skinPeelingOrBlistering: phrases(
    'skin (?:\\w+ ){0,4}(?:peeling|coming off|come off|came off|come away|coming away|sloughing)',
    '(?:peeling|blistering|blisters)[^.;]{0,40}(?:off|all over|everywhere|sheets)',
    '(?:big )?(?:bubbles|blisters) (?:with|of) water',
    'in sheets',
    'like (?:a|after a) (?:burn|scald)',
    'blistering',
  ),
  mouthOrEyeSores: phrases(
    '(?:mouth|lips?)[^.;]{0,40}(?:sores|ulcers|raw|crusted|bleeding|blisters)',
    '(?:sores|ulcers|blisters)[^.;]{0,30}(?:mouth|lips?)',
    'eyes? (?:\\w+ ){0,3}(?:red|burning|gummy|sore|stuck)',
  ),
} satisfies Record<string, Matcher>;

export const severeSkinReaction = {
  id: 'severe-skin-reaction',
  label: 'A blistering or peeling rash with sores in the mouth or eyes',
  readings: [{ anyOf: [['skinPeelingOrBlistering', 'mouthOrEyeSores']] }],
  emergency: {
    condition: 'a severe reaction of the skin, often to a medicine',
    why: 'a rash that blisters or peels with sores in the mouth or eyes can spread fast and needs hospital care',
    meanwhile: "don't take any more of a medicine you started recently, and bring it or its name with you",
  },
} as const satisfies RedFlagDefinition;
