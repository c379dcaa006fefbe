// A red flag for every patient, whatever the presentation: pregnancy with bleeding, one-sided pain, fainting,
// or a severe headache with vision changes. The signs it is read from, and what the doctor says at once.
import {
  anyOf,
  matchesIn,
  NUMBER,
  numberOf,
  phrases,
  together,
  unless,
  type Analysed,
  type Matcher,
} from '../../../language';
import { infantUnderThreeMonths, WEEKS_PREGNANT } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** "I'm 34 weeks", "my wife is 32 weeks": how far along, said without the word "pregnant". */
const WEEKS_SAID_OF_HER = new RegExp(
  `\\b(?:i'm|i am|she's|she is|(?:my )?(?:wife|partner|girlfriend)(?:'s| is)) (?:(?:only|just|about|nearly|almost|over) ){0,2}(${NUMBER}|\\d+) weeks\\b(?! ago| old| into| in| behind| post| after| since| out| off| on| back| sober| clean| free| dry| till| until| left| away| from| of)`,
  'g',
);
/** How many weeks along the text says she is, by each way of saying it. */
function weeksSaid(text: string, ...ways: RegExp[]): number[] {
  return ways
    .flatMap((way) => [...text.matchAll(way)])
    .map((m) => numberOf(m[1] ?? m[2] ?? ''))
    .filter((weeks): weeks is number => weeks !== null);
}

/** The urge to push, or something pushing down, or the head: a baby about to be born. */
const URGE_TO_PUSH = phrases(
  '(?:need|needs|needing|want|wants|urge) to push',
  '(?:something|baby|it)(?:\\W?s| is)? (?:\\w+ )?pushing down',
  "(?:head'?s|the head is) (?:coming|crowning)",
  'crowning',
  '(?:i can|you can|can) (?:see|feel) (?:the |its |a )?head',
);
/** Pushing a poo or on the bladder, through the day, a deadline, or a boy or man pushing. */
const PUSHING_SOMETHING_ELSE =
  /\b(?:poo\w*|wind|bowels?|bladder|toilet|loo|constipat\w*|diarrh\w*|strain\w*|deadline|work|boss|through|myself|himself|herself|he|his|husband|son|pram|buggy|car|door)\b/;

const BABY_WORDS =
  /\b(?:baby|newborn|born|feeds?|feeding|nappy|nappies|bottle|formula|cot|pram|belly button|cord|umbilical|(?:weeks?|days?) old)\b/;

/** Bleeding or blood seen; not a blood test, a blood pressure reading or a blood group asked about. */
const BLEEDING = phrases(
  'bleed\\w*',
  'blood(?! (?:tests?|pressures?|sugars?|groups?|types?|results?|counts?|forms?|work|checks?))',
);
/** Bleeding said to come from somewhere else (the gums, a nose, a cut) or only feared ("a bleed on the brain"). */
const SITE = '(?:gums?|nose|nostrils?|lips?|mouth|tooth|teeth|cut|finger|thumb)';
const ELSEWHERE = new RegExp(
  [
    `\\b${SITE}\\W?s? (?:\\w+ ){0,2}(?:bleed\\w*|bled|blood)`,
    `\\b(?:bleed\\w*|bled|blood)(?: \\w+){0,3} (?:from|in|on|of) (?:my|the|his|her|a) ${SITE}\\b`,
    '\\b(?:bleeding|bloody) (?:gums?|nose|lip)\\b',
    '\\b(?:bleed\\w*|bled|blood)[^.;]{0,30}\\b(?:brush\\w*|floss\\w*|shav\\w*)',
    '\\bbleed on the brain\\b',
  ].join('|'),
);
const DOWN_BELOW =
  /\b(?:down below|down there|vagina\w*|front bottom|pads?|knickers|pants|underwear|toilet|wip\w*|womb|bump|waters|clots?)\b/;

/** Bleeding in a clause that does not say it is from somewhere else: the gums bleed in many pregnancies. */
const bleedingFromTheWomb = (a: Analysed) =>
  matchesIn(a, BLEEDING).some(({ clause }) => !ELSEWHERE.test(clause) || DOWN_BELOW.test(clause));

/** The signs only this red flag reads. */
export const concepts = {
  pregnant: phrases('pregnan(?:t|cy)', "i'm expecting", 'expecting a baby', 'weeks gone'),
  /** Pain on one side: in early pregnancy the sign of an ectopic pregnancy, later a kidney or the appendix. */
  pregnancyOneSided: phrases('one[- ]sided', '(?:left|right) side'),
  /** Pregnant 14 weeks or more: past the weeks when an ectopic pregnancy shows itself. */
  laterPregnancy: (a: Analysed) =>
    weeksSaid(a.text, WEEKS_PREGNANT).some((weeks) => weeks >= 14) ||
    /\b(?:third|last|final|second) trimester\b/.test(a.text),
  /** Before 37 weeks: labour now would be early. */
  beforeTerm: (a: Analysed) =>
    weeksSaid(a.text, WEEKS_PREGNANT, WEEKS_SAID_OF_HER).some((weeks) => weeks >= 20 && weeks < 37),
  /** Contractions coming regularly, or the baby on its way: labour. */
  inLabour: anyOf(
    phrases(
      '(?:tightenings?|contractions?|(?:tummy |stomach |belly |bump |period[- ]like )?pains?|(?:tummy|stomach|belly|bump|period[- ]like) cramps?|braxton hicks)[^.;]{0,60}\\bevery (?:\\w+ ){0,3}minutes',
      'every (?:\\w+ ){0,3}minutes[^.;]{0,40}(?:tightenings?|contractions?|braxton hicks)',
      "(?:the )?baby(?:'s| is) coming",
      '(?:getting|coming) (?:stronger and )?closer together',
      'waters? (?:have |has )?(?:just )?(?:broken|broke|gone|went)',
    ),
    // Cramps in one breath, "every few minutes" in the next.
    together(
      phrases(
        'tightenings?',
        'contractions?',
        '(?<!\\b(?:leg|legs|calf|calves|foot|feet|hand|hands|muscle|night|chest|head|neck|shoulder) )(?:cramps?|pains?)',
      ),
      // Said of them ("they keep coming back like every few minutes") or alone ("Like every three or four minutes").
      phrases(
        '(?:coming|come|comes|came|happening|going|they\\W?re|they are)[^.;]{0,30}\\bevery (?:\\w+ ){0,3}minutes',
        '^(?:like |about |maybe |roughly |now )?every (?:\\w+ ){0,3}minutes$',
      ),
      3,
    ),
  ),
  /** The urge to push, or something pushing down: a baby about to be born. */
  urgeToPush: (a: Analysed) =>
    matchesIn(a, URGE_TO_PUSH).some(({ clause }) => !PUSHING_SOMETHING_ELSE.test(clause)),
  pregnancyKnown: phrases(
    "(?:her|my) periods? (?:is |was |'s )?(?:late|overdue)",
    "period (?:was )?due [^.;]{0,30}(?:hasn't|has not|not|didn't|never) (?:come|arrived|started)",
    'missed (?:my|a|her) (?:last )?period',
    "(?:haven't|hasn't) had (?:my|a|her) period",
    "(?:i'm|i am) (?:(?:only|just|about|nearly|almost|over) ){0,2}(?:\\d{1,2}|[a-z]+(?:[- ][a-z]+)?) weeks\\b(?! ago| old| into| in| late| behind| post| after| since| out| off| on| back| sober| clean| free| dry| till| until| left| away| from| of)",
    'due in (?:about )?\\w+ weeks',
    "baby'?s due",
    "(?:i'm|period is|period's|my period is) (?:about |nearly |almost |over )?(?:a bit |a few days |a week |two weeks |\\w+ weeks |\\w+ days )(?:late|overdue)",
    'pregnan(?:t|cy)',
    "i'm expecting",
    'expecting a baby',
    'weeks gone',
    'positive (?:pregnancy )?test',
    'test[^.;]{0,30}positive',
    "(?:i'm|period is|period's|my period is) (?:a bit |a few days |a week |two weeks |\\w+ weeks |\\w+ days )?(?:late|overdue)",
    'late period',
    '(?:meant|supposed|due) to (?:come on|start|have (?:my|a) period)',
    "period (?:hasn't|didn't|has not) (?:come|started|arrived)",
    'missed (?:a|my|her) period',
    'might be pregnant',
    'could be pregnant',
    'missed (?:my |a )?period',
    '(?:my |a )?period (?:is |was )?(?:late|overdue)',
    'weeks pregnant',
  ),
  pregnancyTest: together(
    phrases('test', 'tests', 'pregnancy test'),
    phrases('positive', 'two lines', 'came up pregnant'),
    3,
  ),
  pregnancyDanger: anyOf(
    // Swelling of the face or hands that came on fast: "my face and my hands become fat very quick", "my face got
    // big since yesterday"; feet and ankles swell in most pregnancies by the evening, so only said to be sudden.
    together(
      phrases(
        '(?:face|hands|fingers)[^.;]{0,20}\\b(?:become|became|got|gone|getting|went|go) (?:\\w+ )?(?:fat|fatter|big|bigger|puffy|swollen)',
        '(?:face|hands|fingers)[^.;]{0,20}\\b(?:swelled|puffed) up',
      ),
      phrases('quick\\w*', 'sudden\\w*', 'overnight', 'fast', 'yesterday', '(?:a|one|two) days?'),
      2,
    ),
    phrases(
      '(?:feet|ankles)[^.;]{0,30}\\b(?:swollen|swelled|swelling|puffed|puffy|fat|big|ballooned|blown up|huge|massive|doubled|like balloons|swole)[^.;]{0,25}\\b(?:sudden\\w*|overnight|quick\\w*|all of a sudden)',
      '(?:feet|ankles)[^.;]{0,25}\\b(?:sudden\\w*|overnight|quick\\w*|all of a sudden) (?:\\w+ ){0,2}(?:swollen|swelled|swelling|puffed|puffy|fat|big|ballooned|blown up|huge|massive|doubled|like balloons|swole)',
      '(?:sudden\\w*|overnight)[^.;]{0,20}\\b(?:swollen|swelled|swelling|puffed)(?: up)? (?:\\w+ )?(?:feet|ankles|face|hands|fingers)',
    ),
    // Fingers too swollen to make a fist; not the carpal tunnel many have in pregnancy.
    unless(
      phrases(
        "(?:can't|cannot) (?:close|bend|make a fist with) (?:my|her) (?:hands?|fingers)",
        "(?:can't|cannot) make a fist",
      ),
      /\bcarpal\b/,
    ),
    // A bump hard, tight and tender all over that will not relax: bleeding behind the placenta.
    together(
      phrases(
        '(?:bump|tummy|belly|stomach|womb)\\W?s? (?:\\w+ ){0,3}(?:hard|tight|rigid|rock hard|hard as a rock|like a board)(?! (?:\\w+ ){0,3}(?:then relax|then soften|comes and goes|when (?:the )?baby))',
      ),
      phrases(
        "(?:it|bump|tummy|belly|womb)\\W?s? (?:\\w+ )?(?:won't|isn't|is not|not|doesn't) (?:relax|relaxing|soften|go soft)",
        // "Sudden bad pain in my bump. It doesn't go off. Bump's rock hard."
        "(?:it|pain|bump|tummy|belly|womb)\\W?s? (?:\\w+ )?(?:won't|isn't|is not|not|doesn't|never) (?:go(?:ing)? off|ease|easing|let up|letting up)",
        'constant',
        'agony',
        '(?:really|very|so) (?:painful|sore|tender)',
        'hurts to touch',
        'tender all over',
      ),
      2,
    ),
    phrases(
      'zig ?zag\\w*',
      'sparkles',
      "(?:rings?|shoes) (?:won't|don't|wouldn't) (?:come off|fit)",
      'face (?:looks |is )?puffy',
      '(?:face|hands|fingers|eyelids) (?:\\w+ ){0,2}(?:swollen|swelling|puffy|puffed)',
      'like sausages',
      "headache (?:that )?(?:just )?(?:won't|will not) (?:shift|go)",
      'fuzzy',
      '(?:under|below) (?:my|the|her) ribs',
      'shoulder[^.;]{0,40}\\btip\\b',
      // Blood pressure raised in pregnancy: pre-eclampsia until shown otherwise.
      '(?:blood pressure|bp)\\W?s? (?:\\w+ ){0,4}?(?:high|higher|up|raised|sky high|through the roof|(?:1[4-9]\\d|2\\d\\d) ?(?:over|/))',
      'high (?:blood pressure|bp)',
      'spotting',
      'shoulder[- ]tip',
      'tip of (?:my|the|her) (?:right |left )?shoulder',
      'went (?:all )?(?:grey|gray|swimmy|dizzy|faint)',
      'shoulder (?:pain|hurts|aches)',
      'faint\\w*',
      'dizzy',
      'light ?headed',
      'flashing lights',
      '(?:little |tiny )?lights (?:flashing|flickering|sparkling)',
      'everything (?:is |looks |went |goes )?(?:not clear|blurry|fuzzy|hazy|misty)',
      'blurr\\w*',
      // Swelling of the face or hands that came on fast: "my face and my hands become fat very quick".
      // Feet and ankles swell in most pregnancies by the evening; suddenly is the warning.
      '(?:face|hands|fingers) (?:have |has |are |is )?(?:suddenly )?(?:swollen|swelling|puffy|puffed)',
      'sudden swelling',
      'waters? (?:have |has )?(?:just )?(?:broken|broke)',
      // Waters green or brown: the baby has opened its bowels, a sign of distress.
      '(?:green|brown)[^.;]{0,30}\\bwaters\\b',
      '\\bwaters\\b[^.;]{0,40}(?:green|brown|murky)',
      'severe (?:tummy|stomach|abdominal) pain',
      'really bad headache',
      '(?:very |really )?strong headache',
      'headache (?:very |really |so )strong',
      'severe headache',
      'worst headache',
    ),
    bleedingFromTheWomb,
  ),
  /** "She's 30 weeks", said by a partner; read apart, since "she's six weeks now" is also how a baby's age is said. */
  pregnancyWeeksOfHer: phrases(
    "(?:she's|she is|(?:my )?(?:wife|partner|girlfriend|daughter)(?:'s| is)) (?:\\d{1,2}|[a-z]+(?:[- ][a-z]+)?) weeks\\b(?! ago| old| into| in| late| behind)",
  ),
  /** A baby under three months spoken of as a baby: whose "she's six weeks" is an age. */
  youngBabySpokenOf: (a: Analysed) => infantUnderThreeMonths(a) && BABY_WORDS.test(a.text),
  // A period that has not come when it was due: a pregnancy may not be known yet (an ectopic is often found so).
  periodLate: anyOf(
    together(
      phrases('period (?:was |is )?due', 'periods? (?:is |was )?(?:late|overdue)'),
      phrases("(?:hasn't|has not|not|didn't|never) (?:come|arrived|started)", 'late', 'overdue'),
      2,
    ),
    // The period by another name, said not to have come: "my time of the month ... it hasn't come".
    together(
      phrases('time of the month', 'monthlies'),
      phrases(
        "(?:hasn't|hasnt|has not|not|didn't|didnt|never) (?:come|came|arrived|started)",
        '(?:days?|weeks?) (?:late|overdue)',
      ),
      2,
    ),
  ),
} satisfies Record<string, Matcher>;

export const pregnancyEmergency = {
  id: 'pregnancy-emergency',
  label: 'Pregnancy with bleeding, one-sided pain, fainting, or a severe headache with vision changes',
  readings: [
    {
      anyOf: [
        ['pregnant', 'heavyBleeding'],
        ['pregnancyKnown', 'pregnancyDanger'],
        ['pregnancyTest', 'pregnancyDanger'],
        ['periodLate', 'pregnancyDanger'],
      ],
    },
    // Labour before 37 weeks: a baby born early needs a hospital ready for it; waters broken early likewise.
    {
      anyOf: [
        ['beforeTerm', 'inLabour'],
        ['beforeTerm', 'watersBroken'],
      ],
    },
    // Labour with the urge to push, whether or not she knew she was pregnant: the baby is about to be born.
    { anyOf: [['inLabour', 'urgeToPush']] },
    {
      // Weeks said of her when no young baby is being spoken of: "she's six weeks now" of a baby is her age.
      anyOf: [
        ['pregnancyWeeksOfHer', 'pregnancyDanger'],
        ['pregnancyWeeksOfHer', 'pregnancyOneSided'],
      ],
      unlessAny: ['youngBabySpokenOf'],
    },
    {
      // Pain on one side is an ectopic pregnancy's sign in its first weeks; past 14 weeks it is judged as any pain.
      anyOf: [
        ['pregnancyKnown', 'pregnancyOneSided'],
        ['pregnancyTest', 'pregnancyOneSided'],
        ['periodLate', 'pregnancyOneSided'],
      ],
      unlessAny: ['laterPregnancy'],
    },
  ],
  emergency: {
    condition: 'a pregnancy emergency',
    why: 'bleeding, one-sided pain or fainting in pregnancy needs assessment straight away',
    meanwhile:
      'lie down and rest, use a pad rather than a tampon, and tell the call handler how many weeks pregnant you are',
  },
} as const satisfies RedFlagDefinition;
