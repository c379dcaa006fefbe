// A red flag for every patient, whatever the presentation: illness after a scuba dive — joint pain, numbness or
// tingling, breathlessness, confusion or a rash within a day or two of surfacing. The signs it is read from, and
// what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  scubaDive: phrases(
    'scuba(?! videos?)',
    'the bends',
    'decompression',
    '(?:two|three|a couple of|\\d+) dives',
    'went diving',
    'diving (?:weekend|holiday|trip|club|course|yesterday|today|this morning)',
    'after (?:a|the|my|our) dives?',
    'dive computer',
    'padi',
    '(?:came|come) up (?:\\w+ ){0,3}(?:quick|fast|too quickly) (?:on|from) (?:my|the|a|our) dive',
    'dived to (?:\\d+|thirty|twenty|forty)',
    '(?:\\d+|thirty|twenty|forty) (?:metres|meters) (?:deep|down|on a wreck)',
  ),
  /** What bubbles in the body cause: deep joint ache, numbness, tingling, weakness, dizziness, breathlessness, a rash. */
  afterDiveSigns: phrases(
    'deep ache',
    '(?:shoulder|elbow|knee|joint|hip)s? (?:\\w+ ){0,3}(?:ach(?:e|es|ing)|pain|hurts?)',
    'ach(?:e|es|ing) in (?:my|his|her) (?:\\w+ )?(?:shoulder|elbow|knee|joints?)',
    'tingl\\w*',
    'numb\\w*',
    'pins and needles',
    'weak',
    'dizz\\w*',
    'spinning',
    'marbled',
    'blotchy',
    'itchy (?:skin|rash)',
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
      // A dive course years ago is not today's dive.
      notWith: /\b(?:years ago|months ago|last year)\b/,
    },
  ],
  emergency: {
    condition: 'decompression illness after a dive',
    why: 'bubbles in the blood after a dive can damage the nerves and lungs, and treatment in a pressure chamber works best early',
    meanwhile:
      "lie flat (or sit up if breathing is hard), breathe oxygen if the dive centre has it, drink water if you're fully awake, don't dive again or fly, and tell the call handler about the dives so they can contact a recompression chamber",
  },
} as const satisfies RedFlagDefinition;
