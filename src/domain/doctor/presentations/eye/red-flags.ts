// A red or sticky eye: its own red flag, the signs it is read from, and what the doctor says at once.
import { anyOf, isPresent, phrases, together, type Analysed, type Matcher } from '../../../language';
import { FEARED_OR_ASKED, STOOD_UP_FAST } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** Sharp things, and fragments thrown fast: what can go through the eye. */
const SHARP =
  'thorns?|pencils?|knife|knives|scissors|needles?|glass|shards?|wire|sticks?|branch\\w*|darts?|splinters?|fish ?hooks?|fireworks?|screws?|pins?|something sharp|(?:bit|piece|fragment|splinter|shard|sliver|chip)s? of (?:metal|glass|wood|stone)|metal';

/** When sight loss came on, or in one eye: said with a fear of going blind, the fear is taken as real. */
const SIGHT_ONSET =
  /\b(?:sudden\w*|all of a sudden|\w+ (?:minutes?|hours?) ago|this (?:morning|afternoon|evening)|just now|came on|yesterday|overnight|woke up|since \w+|went (?:black|dark|grey)|curtain|(?:can't|cannot|hardly|barely) see)\b/;
/** "Today I can't…" says when, unless the change is a slow one ("blurry for months, now I can't read"). */
const SIGHT_NOW = /\b(?:now|today),? (?:i )?(?:can't|cannot)\b/;
const SLOW_CHANGE = /\bfor (?:weeks|months|years|ages)\b/;

/** The signs this presentation's red flag reads (signs several red flags read: ../general/signs.ts). */
export const concepts = {
  visionCurtain: together(
    phrases(
      'pulled a blind',
      'blind down',
      'smudge',
      'all fog',
      'grey (?:patch|cloud|smudge)',
      'curtain',
      'shadow',
      'blind (?:came|coming) down',
      'went (?:black|dark|blank)',
      'gone (?:black|dark|blank)',
      "can't see",
      'lost (?:the )?(?:sight|vision)',
      'black(?:ed)? out',
      'dark patch',
      "can't see (?:much|a thing) (?:out of|with|from)",
      '(?:everything|it|my sight|my vision|the sight|the vision|(?:my|his|her|the|one|that) (?:left |right )?eye) (?:\\w+ )?(?:went|gone|go|goes|turned) (?:all |mostly |just )?grey',
      'switched off (?:my|his|her|the|one) (?:left |right )?(?:eye|sight|vision)',
      'like (?:someone|somebody) (?:had )?switched (?:it|a light|the lights?) off',
      'like a light (?:being |was )?switched off',
    ),
    phrases('eyes?', 'vision', 'sight'),
    2,
  ),
  visionLoss: anyOf(
    phrases(
      '(?:suddenly |sudden )?(?:lost|loss of|losing) (?:the |my |his |her |all )?(?:sight|vision)',
      "can't see (?:out of|with|from|anything (?:out of|with|from)) (?:my|one|his|her|the) (?:left |right )?eye",
      "(?:suddenly |just )?can't see anything",
      'gone blind',
      'went blind',
      '(?:sight|vision) in (?:my|his|her|the|one|that) (?:left |right )?eye (?:has |had )?(?:just |suddenly )?(?:gone|went)\\b(?! (?:\\w+ )?(?:blurry|blurred|fuzzy|funny|a bit|cloudy|worse|misty|hazy|foggy|weird|strange|dry|red|itchy))',
      '(?:blind|blindness) in (?:one|my|his|her|the) (?:left |right )?eye',
      '(?:vision|sight) (?:has |just |suddenly )?(?:gone|went|go) (?:black|dark|dim)',
      '(?:vision|sight) (?:has |just )?(?:suddenly )?(?:gone|disappeared)',
      'curtain (?:coming |came )?(?:down |across )?(?:over )?(?:my|the|his|her) (?:vision|eye|sight)',
      'sudden(?:ly)? (?:loss of|lost) (?:vision|sight)',
    ),
    // "Going blind" is heard, unless only feared with nothing said of when it came on ("terrified I'm going blind
    // from all the rubbing").
    (a: Analysed) =>
      isPresent(a, /\bgoing blind\b/) &&
      (!FEARED_OR_ASKED.test(a.text) ||
        SIGHT_ONSET.test(a.text) ||
        (SIGHT_NOW.test(a.text) && !SLOW_CHANGE.test(a.text))),
  ),
  redEye: together(phrases('eyes?'), phrases('red', 'bloodshot', 'pink'), 2),
  eyePain: together(
    phrases('eyes?'),
    phrases('painful', 'pain', 'hurts?', 'hurting', 'aching', 'sore', 'agony', 'throbbing'),
    2,
  ),
  blurredVision: phrases(
    'blurr\\w*',
    'misty',
    'foggy',
    "can't see (?:properly|clearly|well)",
    'vision (?:is |has )?(?:gone )?(?:worse|reduced|bad|blurry|hazy|cloudy)',
    'double vision',
    'seeing double',
    'halos?',
    'light (?:really )?hurts',
  ),
  suddenDoubleVision: together(
    phrases(
      'sudden\\w*',
      'all at once',
      'out of nowhere',
      'this (?:morning|afternoon|evening)',
      'hours? ago',
    ),
    phrases('double vision', 'seeing double', 'two of everything'),
    2,
  ),
  contactLens: phrases('contact lens\\w*', 'contacts'),
  // A swollen lid with pain on moving the eye, double vision or a bulging eye: infection behind the eye
  // (orbital cellulitis), not a stye or conjunctivitis.
  swollenEyelid: anyOf(
    together(phrases('eyes?', 'eyelids?', 'lids?'), phrases('swollen', 'swelling', 'puffy', 'closed up'), 2),
    phrases("(?:can't|cannot|can hardly|hardly) open (?:it|the eye|his eye|her eye|my eye)"),
  ),
  behindTheEye: phrases(
    'hurts? (?:him |her |me |them )?(?:to |when (?:he |she |i |they )?)(?:look|move)\\w*',
    'pain\\w* (?:when|if) (?:he |she |i |they )?(?:move|look)\\w*',
    "(?:doesn't|won't|can't|does not|will not|cannot) (?:want to )?move (?:that|the|his|her|my) eye",
    'double',
    'seeing two',
    'two of everything',
    '(?:pushed|sticking|bulging|poking|popping) out',
    'bulg\\w*',
  ),
  /** Something sharp or fast into the eye: a thorn, a pencil, metal from hammering, a fragment from a strimmer. */
  eyeStruck: phrases(
    `(?:${SHARP})[^.;]{0,40}(?:went|flew|shot|got|gone|go|poked|stabbed|stuck|jabbed|hit|caught|pinged)[^.;]{0,20}\\beye(?:s|ball)?\\b`,
    `(?:poked|stabbed|jabbed|hit|caught|scratched|struck)[^.;]{0,30}\\beye(?:s|ball)?\\b[^.;]{0,30}(?:with|by) (?:a |an |the |some )?(?:\\w+ )?(?:${SHARP})`,
    `(?:${SHARP}) (?:is |was )?(?:stuck |sticking )?(?:in|into|in to) (?:my|his|her|their|the) eye`,
    '(?:flew|shot|pinged|came off|flicked)[^.;]{0,25}(?:in|into|in to|up into|and hit|up and hit) (?:my|his|her|their|the) eye',
  ),
  /** What an eye that has been cut or pierced shows. */
  eyeWoundSign: phrases(
    '(?:cut|tear|hole|nick) (?:on|in|across) (?:the |my |his |her )?(?:eye|eyeball|coloured (?:bit|part)|black (?:bit|part)|pupil|iris)',
    '(?:pupil|black bit|coloured bit|iris)[^.;]{0,40}(?:funny|odd|strange|wrong) shape',
    '(?:pupil|black bit|coloured bit|iris)[^.;]{0,40}(?:pulled|teardrop|misshapen)',
    'jelly (?:\\w+ )?(?:coming|came|leaking|oozing|running)',
    '(?:sticking|poking) out',
    'stuck in (?:it|my eye|his eye|her eye|the eye)',
    '(?:can|could) only see (?:shapes|light|shadows)',
    '(?:all )?dark (?:and blurry )?in that eye',
    'bleeding',
  ),
  /** A hard blow to the eye: a ball, a fist, an elbow "smack in the eye". */
  eyeBlow: together(
    phrases(
      '(?:ball|fist|punch\\w*|elbow|racket|bat|shuttlecock|cork|stick|knee|head)',
      'hit',
      'smack\\w*',
      'whack\\w*',
      'bang',
      'punched',
      'walloped',
    ),
    phrases(
      '(?:in|into|on) (?:the|my|his|her|their) (?:eye|eyes|eyeball|eye socket|socket)',
      '(?:hit|smacked|whacked|punched|caught) (?:me )?(?:in )?(?:my|his|her|their|the) eye',
      'black eye',
    ),
    1,
  ),
  /** Long ago: "hit in the eye last year, blurry since I got glasses" is no injury now. */
  eyeBlowLongAgo: phrases('last (?:year|month)', '(?:years?|months?) ago', 'since i got glasses'),
  /** Sight changed since: blurred, foggy, misty, as if through a window, or blood seen in the eye's coloured part. */
  sightChanged: phrases(
    'blur\\w*',
    'foggy',
    'misty',
    'cloudy',
    'hazy',
    'steamed[- ]up',
    'looking through',
    "(?:can't|cannot|can not) see (?:properly|clearly|out of)",
    'double vision',
    'seeing double',
    'blood (?:sitting |settled )?in (?:the )?(?:bottom of )?(?:the )?(?:coloured|colored) (?:bit|part)',
    'sight in (?:that|my|his|her|the) eye',
    'floaters?',
    'curtain',
  ),
  /** Sight that went dark for seconds on standing up quickly: a head rush, not a loss of vision. */
  headRush: phrases(...STOOD_UP_FAST, 'on standing'),
} satisfies Record<string, Matcher>;

export const suddenVisionLoss = {
  id: 'sudden-vision-loss',
  label: 'Sudden loss of vision, or a painful red eye with reduced vision',
  readings: [
    {
      anyOf: [
        ['visionLoss'],
        ['visionCurtain'],
        ['suddenDoubleVision'],
        ['redEye', 'eyePain', 'blurredVision'],
      ],
      unlessAny: ['headRush'],
    },
    // A blow to the eye that has changed the sight: bleeding inside the eye or a torn retina.
    { anyOf: [['eyeBlow', 'sightChanged']], unlessAny: ['eyeBlowLongAgo'] },
  ],
  emergency: {
    condition: 'a stroke or an eye emergency',
    why: 'sudden loss of vision can be a stroke or an eye emergency',
    meanwhile:
      "don't drive, note when it started, and go to the nearest emergency department if you can get there safely",
  },
} as const satisfies RedFlagDefinition;

export const orbitalCellulitis = {
  id: 'orbital-cellulitis',
  label: 'A swollen eyelid with pain on moving the eye, double vision or a bulging eye',
  readings: [
    {
      anyOf: [['swollenEyelid', 'behindTheEye']],
    },
  ],
  emergency: {
    condition: 'an infection spreading behind the eye',
    why: 'a swollen eyelid with pain on moving the eye, double vision or a bulging eye can be an infection that threatens the sight and needs treatment in hospital today',
    meanwhile: 'go to the nearest emergency department now',
  },
} as const satisfies RedFlagDefinition;

export const penetratingEyeInjury = {
  id: 'penetrating-eye-injury',
  label: 'Something sharp or fast-flying into the eye, with a wound or loss of sight',
  readings: [
    {
      anyOf: [
        ['eyeStruck', 'eyeWoundSign'],
        ['eyeStruck', 'blurredVision'],
        ['eyeStruck', 'visionLoss'],
      ],
    },
  ],
  emergency: {
    condition: 'an injury that may have gone into the eye',
    why: 'a sharp object or a fast-flying fragment can go through the eye, and sight is saved only if it is treated quickly',
    meanwhile:
      "don't rub or press on the eye and don't try to take out anything stuck in it; cover it loosely with a clean pad or a paper cup, and don't eat or drink in case an operation is needed",
  },
} as const satisfies RedFlagDefinition;
