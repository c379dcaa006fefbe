// A red flag for every patient, whatever the presentation: a snake bite (in the UK, an adder). The signs it is read
// from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  snakeBite: together(
    phrases('snakes?(?! plants?)', 'adders?', 'vipers?', 'rattlesnake'),
    phrases('(?<!\\ba )bit(?! (?:of|more|less|better|worse))', 'bite', 'bites', 'bitten', 'biting', 'nipped'),
    2,
  ),
} satisfies Record<string, Matcher>;

export const venomousSnakeBite = {
  id: 'venomous-snake-bite',
  label: 'A snake bite',
  readings: [{ anyOf: [['snakeBite']] }],
  emergency: {
    condition: 'a snake bite',
    why: 'a bite from an adder or another venomous snake can cause a serious reaction and may need antivenom',
    meanwhile:
      "keep as still and calm as you can with the bitten part below the heart, take off rings or a watch near the bite, don't cut or suck the bite or tie anything tight around it, and remember what the snake looked like",
  },
} as const satisfies RedFlagDefinition;
