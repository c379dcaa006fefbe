// A red flag for every patient, whatever the presentation: a snake bite (in the UK, an adder). The signs it is read
// from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
/** A wild snake, not a pet one (a corn snake or a python is not venomous). */
const SNAKE = phrases(
  '(?<!(?:corn|pet|my|royal|ball|milk|king|garter) )snakes?(?! plants?)',
  'adders?',
  'vipers?',
  'rattlesnakes?',
);

export const concepts = {
  snakeBite: anyOf(
    together(
      SNAKE,
      phrases(
        '(?<!\\b(?:a|little|tiny|quite a|this|that|every|wee) )bit(?! (?:of|more|less|better|worse|my (?:dog|cat)|the (?:dog|cat)))',
        'bite',
        'bites',
        'bitten',
        'biting',
        'nipped',
        'struck',
      ),
      1,
    ),
    // "I stood on an adder and it got me on the ankle".
    together(SNAKE, phrases('it (?:bit|got|nipped|struck|has bitten|went for)'), 2),
  ),
  /** Bitten by something not seen, then a snake named in the same or another turn. */
  bittenBySomething: phrases('something (?:bit|has bitten|nipped)', '(?:got|been|was) bitten'),
  snakeNamed: SNAKE,
} satisfies Record<string, Matcher>;

export const venomousSnakeBite = {
  id: 'venomous-snake-bite',
  label: 'A snake bite',
  readings: [{ anyOf: [['snakeBite'], ['bittenBySomething', 'snakeNamed']] }],
  emergency: {
    condition: 'a snake bite',
    why: 'a bite from an adder or another venomous snake can cause a serious reaction and may need antivenom',
    meanwhile:
      "keep as still and calm as you can and keep the bitten part still, take off rings or a watch near the bite, don't cut or suck the bite or tie anything tight around it, take paracetamol rather than aspirin or ibuprofen for the pain, and remember what the snake looked like",
  },
} as const satisfies RedFlagDefinition;
