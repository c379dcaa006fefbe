// A red flag for every patient, whatever the presentation: an electric shock from the mains or a live cable. The
// signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

const ELECTRIC = '(?:electric\\w*|current|shock|volt\\w*|cable|wire|wiring|mains|socket|power)';

/** The signs only this red flag reads. */
export const concepts = {
  electricInjury: anyOf(
    // "I drilled into a cable and got a shock" (an electric fence's shock is not the mains').
    together(
      phrases(
        'cables?',
        'wires?',
        'wiring',
        'sockets?',
        'plugs?',
        'mains',
        'fuse ?box',
        'appliance',
        'toaster',
        'kettle',
      ),
      phrases('(?:got|had|gave (?:me|him|her|them)) (?:a|an) (?:\\w+ )?shock', 'shock (?:off|from)'),
      2,
    ),
    phrases(
      'electric shock',
      'electrocut\\w*',
      '(?:got|get|gets|getting|had|took) (?:an? )?(?:electric|electricity|electrical)(?: shock)? (?:from|off)',
      '(?:got|had) a (?:right |big |nasty )?(?:jolt|shock) (?:off|from)',
      '(?:got|was|been) zapped',
      'live (?:wire|wires|cable|cables|wiring|socket)',
      '(?:caught|touched|grabbed|cut into|drilled into) (?:a|the) (?:live |mains )?(?:cable|wire|wiring)[^.;]{0,30}(?:shock|live|current|threw)',
      'the mains',
      'electric current',
      `${ELECTRIC}[^.;]{0,40}(?:went|passed|shot|ran) (?:in|into|through|across) (?:my|his|her|their) (?:hand|arm|chest|body)`,
    ),
  ),
  /** A farm's electric fence: a sharp jolt, not the mains. */
  electricFence: phrases('(?:electric )?fence'),
} satisfies Record<string, Matcher>;

export const electricInjury = {
  id: 'electric-injury',
  label: 'An electric shock from the mains or a live cable',
  readings: [{ anyOf: [['electricInjury']], unlessAny: ['electricFence', 'defibrillatorFired'] }],
  emergency: {
    condition: 'an electric shock injury',
    why: 'a shock from the mains can upset the heart rhythm and burn deep inside, even when the skin looks only slightly marked',
    meanwhile:
      "if someone is still touching the source, don't touch them: switch off the power first; then cool any burns under running water",
  },
} as const satisfies RedFlagDefinition;
