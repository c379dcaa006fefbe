// A red flag for every patient, whatever the presentation: a limb that is cold, pale or numb with severe
// pain, or pain in a plaster cast that keeps getting worse. The signs it is read from, and what the doctor
// says at once.
import { phrases, together, type Matcher } from '../../../language';
import { OUT_OF_PROPORTION } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  limbWhiteCold: together(
    phrases(
      'legs?',
      'foot',
      'feet',
      'calf',
      'calves',
      'toes?',
      'arms?',
      'hands?',
      'fingers?',
      'forearm',
      'shin',
      'thigh',
    ),
    phrases(
      // Not blue or purple, which a bruise is.
      '(?:white|pale|mottled|marbled|grey|gray|waxy)',
      '(?:stone|ice|icy|freezing) cold',
      'cold as ice',
      'cold to (?:the )?touch',
      'no pulse',
      "can't (?:find|feel) (?:a|the|any) pulse",
    ),
    2,
  ),
  limbDeadOrNumb: phrases(
    '(?:leg|foot|arm|hand) (?:suddenly )?(?:went|has gone|gone|is|feels) (?:dead|numb|useless)',
    "can't (?:feel|move|wiggle) (?:my|his|her|their) (?:toes|fingers|foot|feet|leg|hand)",
    "(?:can't|cannot|couldn't) feel (?:me|anything|it)(?: touching)?",
    'numb',
    'pins and needles',
    'tingl\\w*',
    'no pulse',
    "(?:there's|there is) no pulse",
  ),
  inCast: phrases(
    '(?:in|into) (?:a |the |his |her |my |one of those )?(?:cast|plaster|pot|splint|backslab)',
    'plaster cast',
    '(?:cast|plaster|pot|splint)(?: is| feels| has got)? (?:too |really |very |so )?tight',
    'put (?:it |his \\w+ |her \\w+ |my \\w+ )?in (?:a |one of those )?(?:cast|plaster|pot|splint)',
  ),
  painGettingWorse: phrases(
    '(?:pain|it)(?: is|\x27s| has| has been)? (?:getting|got|gone|going) (?:worse|much worse|worse and worse)',
    '(?:keeps?|kept) getting worse',
    'getting (?:much |even |a lot )?worse',
    'worse and worse',
    'way worse',
    "(?:painkillers|tablets|co-codamol|paracetamol|ibuprofen|morphine|medicine)(?: are| is)? (?:not|aren't|isn't|don't|doesn't) (?:working|helping|touching)",
    "(?:not|isn't|aren't) touching (?:it|the pain)",
    'throwing a cup of water on a bonfire',
    'squeezed in a vice',
    ...OUT_OF_PROPORTION,
    '(?:screams|cries|agony) (?:if|when) (?:i|you|we) (?:move|straighten|touch)',
    'moving (?:my|his|her) (?:toes|fingers) is agony',
  ),
  coldTriggered: phrases(
    'in the cold',
    "when (?:it's|it is|i'm|i am|i get|they get|it gets) cold",
    'cold (?:weather|days|mornings|water)',
    'warm(?:s|ed)? (?:them |it |back )?up',
    'raynaud\\w*',
    'in (?:the )?winter',
  ),
} satisfies Record<string, Matcher>;

export const limbThreat = {
  id: 'limb-threat',
  label:
    'A limb that is cold, pale or numb with severe pain, or pain in a plaster cast that keeps getting worse',
  readings: [
    {
      anyOf: [
        ['limbWhiteCold', 'limbDeadOrNumb'],
        ['limbWhiteCold', 'worstEver'],
        ['inCast', 'painGettingWorse'],
        ['inCast', 'limbDeadOrNumb'],
      ],
      // Fingers or toes that go white in the cold and come back as they warm: Raynaud's, not a blocked artery.
      unlessAny: ['coldTriggered'],
    },
  ],
  emergency: {
    condition: 'a blocked blood supply to a limb, or dangerous pressure inside it',
    why: 'a limb that is cold, pale or numb, or pain in a cast that keeps getting worse, can lose its blood supply within hours',
    meanwhile:
      "keep the limb still and level, don't raise it or warm it with anything hot, don't eat or drink in case you need an operation, and if it is in a cast, say so when you call",
  },
} as const satisfies RedFlagDefinition;
