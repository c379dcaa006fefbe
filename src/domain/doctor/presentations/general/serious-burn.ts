// A red flag for every patient, whatever the presentation: a serious burn or scald: large, deep, chemical or
// electrical, on the face, or in a child. The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  burn: phrases(
    // A source of heat, not a simile: "hot as a radiator" is a hot patch of skin, "she feels like a hot water bottle"
    // a fever ("like a heater" may be either).
    '(?<!(?:(?:hot|warm|red) as|like) a )hot[- ]water bottle',
    '(?:electric|gas|coal) fire',
    '(?<!(?:hot|warm|red) as a )heater',
    '(?:log|wood) ?burner',
    '(?<!(?:(?:hot|warm|red) as|like) a )radiator',
    'heat (?:pad|pack)',
    'wheat bag',
    'drain (?:cleaner|unblocker|gel|powder)',
    'drain\\b[^.;]{0,40}\\b(?:powder|cleaner|unblocker|gel|liquid|chemical)',
    '(?:strong|caustic|industrial) (?:powder|cleaner|chemical|liquid)',
    'unblock\\w* (?:the )?(?:shower |sink |kitchen |bath )?drain',
    'splash\\w*[^.;]{0,40}(?:gel|cleaner|bleach|acid|chemical|caustic)',
    'burn(?:t|ed)? (?:my|his|her|their|himself|herself|myself|themselves|on)',
    '(?:a|the|this|his|her|my) burn',
    'burns? (?:on|to) (?:my|his|her|the)',
    '(?:got |was |been )?burnt (?:my|his|her|their|myself|himself|herself|it|on|by|with)',
    'got burnt',
    '(?:got |was |been )?burned (?:my|his|her|their|myself|himself|herself|it|on|by|with)',
    'got burned',
    'scald\\w*',
    'caught fire',
    'went whoosh',
    'flames?',
    'petrol',
    '(?:spilt|spilled|poured|knocked|pulled|splashed|tipped)[^.;]{0,40}(?:hot|boiling|kettle|tea|coffee|soup|water|oil|pan)',
    'boiling water',
    'chip pan',
    'fat fryer',
    'hot oil',
    'electric shock',
    'electrocut\\w*',
    // A jolt off something electrical, not the jolt of a body falling asleep.
    '(?:got|had|gave (?:me|him|her|them)|took) a (?:right |big |nasty )?jolt(?: (?:off|from))?',
    'jolt (?:off|from) (?:the|a|an)',
    'the mains',
    'fuse ?box',
    'live wire',
    'drain (?:cleaner|unblocker|powder)',
    'caustic',
    '(?:battery|hydrochloric|sulphuric|sulfuric|caustic) acid',
    'acid (?:burn|splash\\w*|attack|spill\\w*)',
    'chemical',
  ),
  burnSerious: phrases(
    'whitish',
    'pale (?:and )?(?:whit\\w*|grey|waxy)',
    'barely (?:hurts|feel)',
    "(?:doesn't|don't) really hurt",
    'size of (?:a |my |his |her )?(?:palm|hand|jam jar|saucer|plate|orange|fist)',
    'like (?:a )?paper',
    'scorch\\w*',
    'chemical',
    'acid',
    'bleach',
    'oven cleaner',
    'electric\\w*',
    'white',
    'charred',
    'black(?:ened)?',
    'leathery',
    "(?:doesn't|don't|can't|no) (?:hurt|feel)",
    'face',
    'all over',
    'large',
    'big patch',
    'whole (?:arm|leg|hand|chest|back)',
    '(?:bigger|larger) than (?:my|his|her|a) (?:hand|palm)',
    'huge',
    'massive',
    'skin (?:came|peeled|peeling|coming) off',
  ),
} satisfies Record<string, Matcher>;

export const seriousBurn = {
  id: 'serious-burn',
  label: 'A serious burn or scald: large, deep, chemical or electrical, on the face, or in a child',
  readings: [
    {
      anyOf: [
        ['burn', 'burnSerious'],
        ['burn', 'child'],
      ],
      notWith: /\bsun ?burn\w*\b/,
    },
  ],
  emergency: {
    condition: 'a serious burn',
    why: 'a large, deep, chemical or electrical burn, a burn on the face, or a burn in a child needs hospital care',
    meanwhile:
      'cool the burn under cool running water for 20 minutes, remove anything tight nearby, then cover it loosely with cling film; no ice, creams or butter',
  },
} as const satisfies RedFlagDefinition;
