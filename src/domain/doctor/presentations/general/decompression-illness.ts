// A red flag for every patient, whatever the presentation: illness after a scuba dive — joint pain, numbness or
// tingling, breathlessness, confusion or a rash within a day or two of surfacing. The signs it is read from, and
// what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  scubaDive: phrases(
    'scuba',
    '(?:two|three|\\d+) dives',
    'diving (?:weekend|holiday|trip|club|course)',
    'dive computer',
    '(?:came|come) up (?:\\w+ ){0,3}(?:quick|fast|too quickly)',
    '(?:\\d+|thirty|twenty|forty) (?:metres|meters) (?:deep|down|on a wreck)',
  ),
  /** What bubbles in the body cause: deep joint ache, numbness, tingling, weakness, breathlessness, a marbled rash. */
  afterDiveSigns: phrases(
    'deep ache',
    '(?:shoulder|elbow|knee|joint)s? (?:\\w+ ){0,3}(?:ache|aching|pain|hurts)',
    'ache in (?:my|his|her) (?:\\w+ )?(?:shoulder|elbow|knee|joints?)',
    'tingl\\w*',
    'numb\\w*',
    'pins and needles',
    'marbled',
    'blotchy rash',
  ),
} satisfies Record<string, Matcher>;

export const decompressionIllness = {
  id: 'decompression-illness',
  label: 'Illness after a scuba dive: joint pain, numbness, tingling or breathlessness',
  readings: [
    {
      anyOf: [
        ['scubaDive', 'afterDiveSigns'],
        ['scubaDive', 'breathless'],
        ['scubaDive', 'confusedNow'],
      ],
    },
  ],
  emergency: {
    condition: 'decompression illness after a dive',
    why: 'bubbles in the blood after a dive can damage the nerves and lungs, and treatment in a pressure chamber works best early',
    meanwhile:
      "lie flat, breathe oxygen if the dive centre has it, drink water if you're fully awake, don't fly, and tell the call handler about the dives",
  },
} as const satisfies RedFlagDefinition;
