// A red flag for every patient, whatever the presentation: a seizure (fit). The signs it is read from, and
// what the doctor says at once.
import { anyOf, phrases, together, unless, type Matcher } from '../../../language';
import { HISTORY_NOT_NOW, notAsked } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** A baby in the womb said to have fits: a mother's fear of its rhythmic jumps (hiccups), not a fit she has. */
const BABY_FITTING_IN_THE_WOMB =
  /\bbab(?:y|ies)\b[^.;]{0,40}\b(?:fits?|seizures?)\b[^.;]{0,15}\b(?:inside me|inside her|in (?:the|my|her) (?:womb|tummy|bump|belly))\b/;

/** The signs only this red flag reads. */
export const concepts = {
  // "Could it be a fit?", "he's convinced he's having seizures": a fear or a question, not a seizure seen.
  // Not a baby in the womb, whose rhythmic jumps a mother may fear are fits: hiccups ("my baby's having a fit
  // inside me"); a mother who says she is having a fit inside her still is.
  seizure: unless(
    notAsked(
      phrases(
        'seizures?',
        'seizing',
        'convuls\\w*',
        "(?:having|had|has|have|having a|in the middle of a|is having|she's having|he's having) (?:a )?fit",
        // Not a coil, a hearing aid or a kitchen being fitted.
        '(?<!\\b(?:coil|lens|lenses|glasses|hearing aid|kitchen|carpet|boiler|dress|bra|shoe|tyre|implant|brace|braces) )fitting(?! (?:of|appointment|room))',
        'epileptic (?:fit|attack)',
      ),
    ),
    BABY_FITTING_IN_THE_WOMB,
  ),
  /** A jerk or jolt on falling asleep: the body's startle at sleep's onset, not a seizure. */
  sleepStartJerk: together(
    phrases('jerks?', 'jerking', 'jolts?', 'jolting', 'jumps?', 'twitch\\w*', 'startles?'),
    phrases(
      '(?:fall|falls|falling|drop|drops|dropping|drift|drifts|drifting|nod|nods|nodding) (?:off|asleep)',
      'going (?:off )?to sleep',
      'dropping off to sleep',
    ),
    2,
  ),
  prolongedFit: phrases(
    '(?:more than|over|longer than|nearly|almost) (?:five|5|six|seven|ten|10) min\\w*',
    "(?:won't|isn't|not|hasn't|didn't) stop(?:ping|ped)?",
    'one after (?:another|the other)',
    'another one (?:straight|right) after',
    "(?:not|hasn't|didn't) (?:woken|come round) (?:up )?(?:in )?between",
    'still (?:fitting|shaking|jerking|seizing)',
  ),
  usualSeizure: phrases(
    '(?:like )?(?:my|his|her|their) (?:normal|usual|typical) (?:ones?|seizures?|fits?)',
    '(?:a|it was a) typical one',
    'known epileptic',
  ),
  blankOrShaking: anyOf(
    // Foaming at the mouth; not foamy wee or a bath full of bubbles.
    unless(
      phrases('foam\\w*'),
      /\b(?:wee|pee|urine)(?:'s| is| was| has been| looks?)? (?:all |really |very |a bit |quite )?(?:foam\w*|froth\w*)|\b(?:foamy|frothy) (?:wee|pee|urine)\b|\bwhen (?:she|he|i|they) (?:wees?|pees?)\b[^.;]{0,20}\bfoam\w*(?! at| from| out of| round)/,
    ),
    phrases(
      'shaking on the floor',
      'shaking (?:all over|all the body|the whole body|everywhere)',
      "(?:not|doesn't|didn't) see me",
      'eyes? (?:go|went|going|goes) (?:up|back)',
      'eyes? (?:were )?(?:rolled|rolling)',
      'shaking all over',
      '(?:arms|legs|body) (?:were |was |started )?(?:jerking|shaking|twitching)',
      'jerking',
      'eyes? (?:rolled|rolling) (?:back|up)',
      'bit (?:his|her|my) tongue',
      'went stiff',
      'stiff as a board',
    ),
  ),
} satisfies Record<string, Matcher>;

export const seizure = {
  id: 'seizure',
  label: 'A seizure (fit)',
  readings: [
    {
      anyOf: [
        ['seizure'],
        ['blankOrShaking', 'lossOfConsciousness'],
        ['blankOrShaking', 'child'],
        ['blankOrShaking', 'confusedNow'],
      ],
      notWith: HISTORY_NOT_NOW,
      // Known epilepsy, a usual seizure, told afterwards: advice, not an ambulance (unless it lasted or repeated).
      unlessAny: ['usualSeizure', 'sleepStartJerk'],
    },
    {
      // Whatever the history, a fit that goes on or comes back is an emergency.
      anyOf: [
        ['seizure', 'prolongedFit'],
        ['blankOrShaking', 'prolongedFit'],
      ],
    },
  ],
  emergency: {
    condition: 'a seizure',
    why: 'a seizure needs urgent help',
    meanwhile:
      "move anything dangerous away, cushion their head, don't hold them down or put anything in their mouth, note how long it lasts, and when it stops, roll them onto their side",
  },
} as const satisfies RedFlagDefinition;
