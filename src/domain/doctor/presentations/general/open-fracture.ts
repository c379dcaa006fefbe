// A red flag for every patient, whatever the presentation: a broken bone through the skin. The signs it is read
// from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  boneThroughSkin: phrases(
    "bones?(?:'s)? (?:\\w+ ){0,3}(?:sticking|poking|coming|come|showing|through|out through|visible)",
    "(?:see|seen|showing|visible|there's|there is) (?:the |some |white )?bone",
    'white bone',
    'bones? (?:\\w+ ){0,3}through the skin',
    '(?:snapped|broken|broke)[^.;]{0,40}through the skin',
    '(?:compound|open) fracture',
    'bone (?:has )?(?:pierced|broken through|come through) (?:the |his |her |my )?skin',
  ),
  /** An injury that could break a bone: without one, a bony knob is only thinness. */
  injuryHappened: phrases(
    'fell',
    'fall',
    'fallen',
    'falling (?:off|from|over|down|out of)',
    'tackl\\w*',
    'came off',
    'crash\\w*',
    'hit',
    'snapped',
    'broke',
    'broken',
    'landed',
    'injur\\w*',
    'accident',
    'twisted',
    'slipped',
    'went under',
    'fracture',
  ),
} satisfies Record<string, Matcher>;

export const openFracture = {
  id: 'open-fracture',
  label: 'A broken bone through the skin',
  readings: [{ anyOf: [['boneThroughSkin', 'injuryHappened']] }],
  emergency: {
    condition: 'a broken bone through the skin',
    why: 'a broken bone through the skin needs surgery to stop infection and save the limb',
    meanwhile:
      "don't push the bone back or move the limb; cover the wound with a clean cloth, press around it (not on the bone) if it bleeds, and have nothing to eat or drink",
  },
} as const satisfies RedFlagDefinition;
