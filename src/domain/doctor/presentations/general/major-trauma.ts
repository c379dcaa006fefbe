// A red flag for every patient, whatever the presentation: a serious injury — a fall from a height, or a blow to
// the head or neck (a dive into shallow water) with numbness, tingling or weakness in the arms or legs. The signs
// it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

const FELL = phrases(
  'fell',
  'fallen',
  'falls?',
  'falling',
  'came (?:off|down)',
  'come (?:off|down)',
  'went (?:right )?through',
  'dropped',
  'slipped off',
);

/** Two metres or a storey and more: the height at which a fall is a major injury until shown otherwise. */
const HEIGHT = phrases(
  '(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1[0-9]) ?(?:metres|meters|m)',
  '(?:seven|eight|nine|ten|twelve|fifteen|twenty|[7-9]|[1-9][0-9]) ?(?:feet|foot|ft)',
  '(?:first|second|third|top)[- ](?:floor|storey|story) (?:window|balcony)?',
  '(?:second|third|top)[- ](?:floor|storey|story)',
  'two[- ]stor(?:e)?y',
  '(?:off|from|through) the (?:roof|loft|ceiling|balcony|scaffold\\w*)',
  'loft hatch',
  'scaffold\\w*',
  'near the top',
  'from the top of',
);

/** The signs only this red flag reads. */
export const concepts = {
  fallFromHeight: together(FELL, HEIGHT, 2),
  /** A blow to the top of the head or the neck: a dive into shallow water, a landing on the head. */
  neckInjuryBlow: phrases(
    'div(?:ed|ing|e)',
    'dove',
    'head ?first',
    'hit (?:my|his|her|their) head on the bottom',
    '(?:landed|fell|came down) (?:on|onto) (?:my|his|her|their) (?:head|neck)',
  ),
  /** The nerves from the spine: tingling, numbness, shooting or weakness in the arms, hands or legs. */
  limbNerveSigns: phrases(
    '(?:arms?|hands?|legs?|fingers?|feet) (?:\\w+ ){0,3}(?:tingl\\w*|numb|weak|clumsy|dead|like electric\\w*)',
    '(?:tingl\\w*|pins and needles|numb\\w*|electric\\w*|shooting)[^.;]{0,40}(?:arms?|hands?|legs?|fingers?|feet)',
    "(?:can't|cannot|can not) (?:feel|move) (?:my|his|her|their) (?:arms|legs|hands|fingers|feet)",
    "(?:can't|cannot) (?:really )?move (?:my|his|her|their) fingers",
  ),
} satisfies Record<string, Matcher>;

export const majorTrauma = {
  id: 'major-trauma',
  label: 'A serious injury: a fall from a height, or a neck injury with numbness or weakness',
  readings: [{ anyOf: [['fallFromHeight'], ['neckInjuryBlow', 'limbNerveSigns']] }],
  emergency: {
    condition: 'a serious injury, possibly to the spine or inside the body',
    why: 'a fall from a height, or a blow to the head or neck with numbness, tingling or weakness, can injure the spine or organs inside even when someone seems all right',
    meanwhile:
      "don't move them unless they're in danger, keep their head and neck still, keep them warm, and press firmly on any bleeding",
  },
} as const satisfies RedFlagDefinition;
