// A red flag for every patient, whatever the presentation: severe difficulty breathing. The signs it is read
// from, and what the doctor says at once.
import {
  anyOf,
  matchesIn,
  phrases,
  readingsSaid,
  together,
  type Analysed,
  type Matcher,
} from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** Every oxygen level said ("sats went from 96 to 89"): the lowest one counts, never the reassuring one. */
const oxygenReadings = (text: string): number[] =>
  readingsSaid(text).flatMap((reading) =>
    reading.kind === 'oxygen saturation' ? reading.values.map(({ value }) => value) : [],
  );

/** Breathless, in any words, "short of puff" and "out of puff" among them (not a plan that has run out of puff). */
const BREATHLESS_WORDS = phrases(
  "can't get enough (?:air|breath)",
  'breathless',
  'short of breath',
  "can't breathe",
  "can't get (?:a |my )?(?:full |proper )?breath",
  'out of breath',
  'hard to breathe',
  'short of puff',
  '(?<!\\br[au]n(?:s|ning)? )out of puff',
);
/** "Just sitting here", "sat in my chair": at rest, on a call. */
const SITTING_HERE =
  /\b(?:sitting|sittin|sat) (?:here|there|in (?:a|the|my) chair)\b|\b(?:just|even) (?:sitting|sittin|sat)\b/;
/** What brings on breathlessness that is not at rest. */
const EXERTION =
  /\b(?:stairs|steps|hills?|uphill|walk\w*|run\w*|climb\w*|rush\w*|hurr\w*|football|gym|exercis\w*|playing|sport|jog\w*|cycl\w*)\b/;

/** The signs only this red flag reads. */
export const concepts = {
  breathlessAtRest: anyOf(
    together(
      BREATHLESS_WORDS,
      phrases(
        'at rest',
        'sitting (?:down|still)',
        'doing nothing',
        'lying (?:down|still)',
        'even when',
        'resting',
      ),
      2,
    ),
    // Sitting here on the call, said with the breathlessness and no exertion: "a bit short of puff just sitting here".
    (a: Analysed) =>
      matchesIn(a, BREATHLESS_WORDS).some(
        ({ clause }) => SITTING_HERE.test(clause) && !EXERTION.test(clause),
      ),
  ),
  childBreathing: phrases(
    '(?:ribs|skin)[^.;]{0,25}(?:going|sucking|pulling|caving) in',
    'under the (?:chest|ribs)[^.;]{0,20}going in',
    'stops? (?:the )?breathing',
    'pauses? in (?:her|his|the) breathing',
    "(?:she|he) (?:not|doesn't|isn't) breathe",
    'breathes? (?:very |really |so )?fast',
    'grunting',
    'sucking in (?:under|between|at) (?:the|his|her) ribs',
    '(?:ribs|tummy|chest|skin) (?:is |are )?(?:sucking|pulling|caving) in',
    'breathing (?:really |very |so )?(?:fast|quick|quickly|hard)',
    'noisy breathing',
    'high[- ]pitched (?:noise|sound|whistle|squeak)',
    'stridor',
    'squeaky (?:noise|sound) when (?:he|she|they) breathes?',
    'nostrils flaring',
    'head bobbing',
  ),
  /** An airway closing from the throat: unable to swallow even saliva, or noisy breathing with a throat complaint. */
  cantSwallowSaliva: phrases(
    "(?:can't|cannot|couldn't|unable to) swallow (?:my |his |her |their )?(?:own )?(?:spit|saliva)",
    'not even (?:my |his |her )?(?:own )?(?:spit|saliva)',
  ),
  throatComplaint: phrases('throat', 'tonsils?', 'swallow\\w*'),
  // The breathing itself: a muffled voice or drooling with a sore throat is a throat abscess (same day), not this.
  airwaySign: phrases(
    'breathing (?:is |sounds |sounded |has gone |gone )?(?:really |very |a bit )?(?:noisy|squeaky|high[- ]pitched|raspy)',
    'noisy breathing',
    'stridor',
    '(?:have|has|having|need|needs) to (?:sit|lean) (?:forward|up) to breathe',
  ),
  asthmaWord: phrases('asthma\\w*'),
  inhalerFailing: together(
    phrases(
      'pump',
      'inhaler',
      'puffer',
      'blue (?:one|pump)',
      'ventolin',
      'salbutamol',
      'nebuli[sz]er',
      'reliever',
    ),
    phrases(
      "(?:isn't|is not|not|doesn't|didn't|hasn't|does not|did not|no) (?:working|helping|help|work|doing anything|touching it|difference)",
      'useless',
      'nothing',
    ),
    3,
  ),
  asthmaNotHelping: phrases(
    "inhaler (?:isn't|is not|not|doesn't|didn't|hasn't|does not|did not) (?:working|helping|help|work|doing anything|touching it)",
    "(?:blue|reliever|ventolin|salbutamol) (?:inhaler )?(?:isn't|not|doesn't|didn't|hasn't) (?:working|helping|help|work)",
    'every (?:few|ten|10|five|5|twenty|20) minutes',
    'used (?:my )?inhaler[^.;]{0,20}(?:times|puffs)[^.;]{0,20}(?:nothing|no help|not helping|still)',
  ),
  lipsBlue: together(
    phrases('lips?', 'face', 'skin', 'fingers?'),
    phrases('blue', 'bluish', 'grey', 'gray', 'purple'),
  ),
  breathingLabouredTalk: phrases(
    "(?:can't|cannot|can hardly|can barely) (?:really )?finish (?:a |my )?sentences?",
    'stopping for (?:air|breath)',
    "(?:cannot|can't|couldn't) (?:speak|talk|get a word out)",
    'no air',
    "(?:hasn't|haven't|has not) got the breath",
    "can't finish (?:what i'm saying|a sentence|my sentences|talking)",
    "can't (?:talk|speak) (?:properly|much|in sentences)",
    "(?:can't|can hardly|can barely|couldn't|unable to) (?:finish|get through|get out|complete|say) (?:a |my |full |whole )?(?:sentences?|words?)",
    '(?:one|a few|few) words? at a time',
    'between (?:every )?(?:word|breath)s?',
  ),

  // Something small breathed in: choking or gagging on food or a small object, then a cough, wheeze or fast
  // breathing that has not settled.
  chokedOnSomething: together(
    phrases(
      'chok\\w*',
      'gagg\\w*',
      'went down the wrong way',
      'inhaled',
      'breathed in',
      'in (?:his|her|my|their) mouth',
    ),
    phrases(
      'peanuts?',
      'nuts?',
      'popcorn',
      'grapes?',
      'sweets?',
      'lego',
      'coins?',
      'buttons?',
      'beads?',
      'marbles?',
      'toys?',
      'a (?:piece|bit) of',
      'crisps?',
      'carrot',
      'apple',
      'food',
      'eating',
    ),
    3,
  ),
  breathingStillAffected: phrases(
    'whistl\\w*',
    'wheez\\w*',
    'breath\\w* (?:a bit |much |really |more )?(?:faster|quicker|fast|noisy|funny|hard)',
    '(?:still|keeps?) coughing',
    'coughing (?:on and off|in fits)',
    'noisy breathing',
    'stuck in (?:his|her|my|the) (?:chest|throat|lungs?|windpipe)',
  ),
  // Smoke breathed in, with signs that the airway or lungs were hurt.
  smokeBreathedIn: phrases(
    '(?:in|breathed|breathing|inhaled|swallowed) (?:in )?(?:the |a lot of |some |all that )?smoke',
    'filled (?:up )?with smoke',
    'smoke[- ]filled',
    'full of smoke',
    '(?:house|kitchen|garage|car) fire',
    'caught fire',
    'on fire',
    'fire in (?:the|our|my|his|her)',
  ),
  smokeInjurySigns: phrases(
    'hoarse',
    'husky',
    'croaky',
    'crackly',
    'voice (?:is |sounds |has gone )?(?:odd|funny|different|deeper|raspy)',
    'soot\\w*',
    'black (?:spit|phlegm|stuff|mucus|sputum)',
    'singed',
    'wheez\\w*',
    'struggling to (?:catch (?:my|his|her) )?breath',
    'more (?:and more )?(?:breathless|puffed|out of breath)',
  ),
  /** Oxygen saturation said as a number of 92% or less ("the oxygen thing says 89", "sats went from 96 to 89"). */
  lowOxygenReading: (a: Analysed) => oxygenReadings(a.text).some((value) => value <= 92),
  /** Below 88%: low even for someone whose oxygen is usually low (COPD). */
  veryLowOxygenReading: (a: Analysed) => oxygenReadings(a.text).some((value) => value < 88),
  /** Oxygen usually lower than most people's: COPD, emphysema, a level they are told is their normal. */
  usuallyLowOxygen: phrases('copd', 'emphysema', '(?:usually|normally) (?:\\w+ ){0,2}(?:8\\d|90|91|92)'),
} satisfies Record<string, Matcher>;

export const severeBreathingDifficulty = {
  id: 'severe-breathing-difficulty',
  label: 'Severe difficulty breathing',
  readings: [
    // An oxygen reading is a measurement, read whatever else is said (phlegm, sleep): 92% or less, or below 88%
    // for someone whose level is usually low.
    { anyOf: [['veryLowOxygenReading']] },
    { anyOf: [['lowOxygenReading']], unlessAny: ['usuallyLowOxygen'] },
    {
      anyOf: [
        ['severeBreathing'],
        ['breathingLabouredTalk'],
        ['breathlessAtRest'],
        ['asthmaNotHelping', 'breathless'],
        ['inhalerFailing', 'breathless'],
        ['inhalerFailing', 'wheeze'],
        ['inhalerFailing', 'chestTight'],
        ['inhalerFailing', 'lipsBlue'],
        ['inhalerFailing', 'asthmaWord'],
        ['lipsBlue', 'breathless'],
        ['cantSwallowSaliva'],
        ['throatComplaint', 'airwaySign'],
        ['lipsBlue', 'wheeze'],
        ['asthmaNotHelping', 'wheeze'],
        ['child', 'childBreathing'],
      ],
      notWith:
        /\b(?:(?:keep|kept|keeps) (?:having|getting) (?:these )?(?:attacks|episodes|turns)|phlegm|mucus|catarrh|snot|snor\w*|asleep|hiccups?|hic|in (?:his|her|my) sleep|went down the wrong way|wrong way|fine (?:now|after)|then (?:she|he|i|they) (?:was|were) fine|(?:settled|passed|stopped) (?:after|in) (?:a )?(?:second|few seconds|moment))\b/,
    },
    {
      // Told as what happened rather than how the breathing is: read without the exclusions above, since "it
      // went down the wrong way" is how an inhaled peanut starts.
      anyOf: [
        ['chokedOnSomething', 'breathingStillAffected'],
        ['smokeBreathedIn', 'smokeInjurySigns'],
      ],
    },
  ],
  emergency: {
    condition: 'a serious breathing problem',
    why: 'severe difficulty breathing needs help straight away',
    meanwhile:
      'sit upright, loosen anything tight, stay as calm and still as you can, and use your reliever inhaler if you have one',
  },
} as const satisfies RedFlagDefinition;
