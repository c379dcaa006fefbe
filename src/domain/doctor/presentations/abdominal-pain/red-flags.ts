// Tummy pain: its own red flag, the signs it is read from, and what the doctor says at once.
import { anyOf, isPresent, phrases, together, unless, type Analysed, type Matcher } from '../../../language';
import { PAIN } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

const NOT_A_RIDE =
  /\b(?:tongue|rash|skin|spots|lips?|patches|lumps?|bloated|poo|stools?|few days|week|belly|tummy|stomach|heart ?beat|hands|feeling|feels?)\b/;
/** "Bumpy" said of the ride here; not in a clause about the tongue, skin, poo, belly or a few days. */
const bumpyRide: Matcher = (a: Analysed) =>
  a.clauses.some(
    (clause, i) =>
      /\bbumpy\b/.test(clause) &&
      !NOT_A_RIDE.test(clause) &&
      // "His tongue's gone red and bumpy": the thing said bumpy may be named in the clause before.
      !/\b(?:tongue|rash|skin|spots|lips?|poo|stools?)\b/.test(a.clauses[i - 1] ?? '') &&
      isPresent({ text: clause, clauses: [clause] }, /\bbumpy\b/),
  );

/** The signs this presentation's red flag reads (signs several red flags read: ../general/signs.ts). */
export const concepts = {
  tummyPain: together(
    phrases(
      'tummy',
      'stomach',
      'belly',
      'abdomen',
      'abdominal',
      'lower right',
      // Not the right side of the chest or the head: "sore across the right side of my chest" is no tummy pain.
      'right side(?! of (?:my|the|his|her|their) (?:chest|head|face|neck|back|throat|jaw|mouth|tongue|nose|eye|ear|ribs))',
      'groin',
      'belly ?button',
      'navel',
    ),
    new RegExp(`\\b${PAIN}\\b|\\bpainful\\b|\\btender\\b`),
    2,
  ),
  /** Fainting or the look of shock, not only dizziness on standing. */
  shockSign: phrases(
    '(?:feel|feels|felt|feeling) (?:very |really |so )?faint',
    'fainted',
    '(?:nearly |almost )?passed out',
    'blacked out',
    'collaps\\w*',
    '(?:went|gone|going|turned|looks?) (?:\\w+ ){0,2}(?:grey|gray|white|ashen|pale)',
    // "She went dizzy and grey": the colour parted from its verb by "and".
    '^(?:grey|gray|ashen|clammy)$',
    'ashen',
    'clammy',
    'cold and sweaty',
  ),
  /** Pain going through to the back: not going back to bed or back and forth to the toilet. */
  throughToTheBack: phrases(
    '(?:going|goes|went|spread\\w*|shoots?|shooting|radiat\\w*|bor\\w*|travel\\w*) (?:\\w+ ){0,2}(?:through )?(?:to|into) (?:my|his|her|the) back',
    'through to (?:my|his|her|the) back',
    'straight through (?:to|into) (?:my|his|her|the) back',
  ),
  tummySite: phrases('tummy', 'stomach', 'belly', 'abdomen', 'abdominal', 'belly ?button', 'navel'),
  periumbilicalStart: phrases(
    'belly ?button',
    'navel',
    'round the middle',
    'in the middle',
    'middle of (?:my|the|his|her) (?:tummy|stomach|belly)',
    'centre of (?:my|the|his|her) (?:tummy|stomach|belly)',
  ),
  rightLowerNow: phrases(
    '(?:lower|low|bottom) (?:down )?(?:on )?(?:the )?right',
    'right (?:side|hand side)[, ]+(?:low|down|lower)',
    '(?:to|on|down) the right side',
    'near (?:my|the|his|her) (?:right )?hip ?bone',
    'right iliac',
    'right lower',
    'low on the right',
    // Not "lying down on the right".
    '(?<!(?:lie|lying|lay|laying|sleep|sleeping|sit|sitting) )(?:down|low) on the right',
  ),
  peritonism: anyOf(
    // A bumpy ride, not a bumpy tongue, rash, poo or belly: read in its own clause.
    bumpyRide,
    phrases(
      'speed ?bumps?',
      'bumps in the road',
      '(?:over|every|each) (?:a |the )?bumps?',
      'walk\\w* (?:all )?bent over',
      'hurts (?:to|when) (?:i |he |she )?(?:walk|cough|move|jump)',
      'coughing hurts',
      'kills when (?:i |he |she )?walk',
      '(?:when|if) (?:i |he |she )?(?:walk|cough|move)[^.;]{0,20}(?:pain\\w*|hurts?|worse|kills|agony)',
      'worse (?:when|if) (?:i |he |she )?(?:walk|cough|move)',
      'rigid',
      'hard as a board',
      "(?:can't|cannot|couldn't) stand (?:up )?straight",
    ),
  ),
  appendixStart: phrases(
    '(?:started|began|was)[^.;]{0,40}(?:belly ?button|navel|middle)[^.;]{0,60}(?:right|lower)',
    '(?:moved|moving|shifted|went|gone|spread)[^.;]{0,15}(?:to|into|over to) (?:the )?(?:lower |bottom )?right',
  ),
  appendixPattern: phrases(
    '(?:moved|moving|shifted|went|gone|spread) (?:down )?(?:to|into|over to) (?:the )?(?:lower |bottom )?right',
    '(?:started|began)[^.;]{0,30}(?:belly ?button|navel|middle)',
    'worse (?:when|if) (?:i |he |she )?(?:move|moving|cough|coughing|walk|walking|jump|jumping|go over bumps|bump)',
    'hurts (?:to|when i|when he|when she) (?:move|cough|walk)',
    'rigid',
    'hard as a board',
    "(?:can't|couldn't) stand up straight",
    'bent over',
  ),
  feverOrVomit: phrases(
    'fever\\w*',
    'temperature',
    'hot',
    'shiver\\w*',
    'vomit\\w*',
    'being sick',
    'been sick',
    'threw up',
    'throwing up',
    'off (?:my|his|her) food',
    'not eating',
  ),
  suddenSevereTummyBack: phrases(
    '(?:sudden\\w*|all of a sudden|out of nowhere)[^.;]{0,30}(?:severe|terrible|awful|worst|excruciating|tearing|ripping)',
    '(?:tearing|ripping) (?:pain|feeling)',
  ),
  /** Pain too bad to bear, in the patient's words. */
  severePain: phrases(
    'terrible (?:pain|ache)',
    'agony',
    'agonis\\w*',
    'agoniz\\w*',
    'excruciating',
    'unbearable',
    "can't bear (?:it|the pain)",
    '(?:worst|worse) pain',
    'doubled (?:up|over)',
    '(?:9|10|nine|ten) out of (?:10|ten)',
    'off the (?:scale|charts)',
  ),
  // A bowel that has stopped: no wind (or no stool), a swollen, hard belly, vomiting.
  noWind: phrases(
    "(?:not|haven't|hasn't|no|can't|cannot|couldn't) (?:been able to )?(?:pass(?:ed|ing)? )?(?:any )?(?:wind|gas)",
    'not even wind',
    "(?:not|haven't|hasn't) (?:been )?fart\\w*",
    '(?:no|not) (?:gas|wind) (?:coming|come) out',
    'not (?:a|one) (?:peep|whisper|bit|trace|puff|sniff) of (?:wind|gas)',
  ),
  noStool: phrases(
    "(?:not|haven't|hasn't|didn't|doesn't|does not) (?:been able to )?(?:go|gone|been) (?:to )?(?:the )?toilet",
    "(?:not|haven't|hasn't) (?:done|had|passed) (?:a )?(?:poo|stool|bowel movement)",
    'no (?:stool|stools|poo)',
  ),
  bellyDistended: together(
    phrases('belly', 'tummy', 'stomach', 'abdomen'),
    phrases('swollen', 'distended', 'hard', 'huge', 'massive', 'like a ball', 'blown up', 'like a drum'),
  ),
  // Swollen, not just big, hard or bloated: "my tummy is swollen", "like a drum"; not "a massive stomach ache".
  bellySwollen: together(
    phrases('belly', 'tummy', 'stomach', 'abdomen'),
    // Not "bloated", which a tummy bug, a period or IBS makes it.
    phrases('(?<!than )swollen', 'swelling', 'swelled', 'distended', 'blown up', 'like a drum'),
  ),
  // Green (bile) vomit: in a baby or child, a blocked bowel until shown otherwise (NICE; NHS: green vomit in a
  // baby is an emergency). After many bouts of a tummy bug an adult may bring up bile: not read for adults.
  greenVomit: anyOf(
    // Vomit said to be green in so many words: no snot or food said beside it excuses it.
    phrases(
      '(?:vomit\\w*|being sick|been sick|is sick|throw\\w* up|threw up|bring\\w* up|brought up|chuck\\w* up|puk\\w*) (?:\\w+ ){0,2}?green',
      'green (?:sick|vomit)',
      '(?:vomit\\w*|sick)\\W? (?:\\w+ ){0,3}(?:like|colou?r of) (?:pea soup|spinach|broccoli|grass)',
    ),
    unless(
      together(
        phrases(
          'sick',
          'vomit\\w*',
          'throw\\w* up',
          'threw up',
          // How parents tell a baby's vomit: "bringing up dark green stuff". Phlegm brought up with a cough may read as it:
          // the lesser fault.
          'bring\\w* up',
          'brought up',
          'puk\\w*',
          'spew\\w*',
          'posset\\w*',
          'chuck\\w* up',
        ),
        phrases(
          "(?:it's|its|it is|it was|it's all|was|is|all|bright|dark|yellowy?|yellow)[- ]green",
          '(?:vomit\\w*|sick|up|puking|spewing) green',
          'green(?:ish|y)(?: colou?r)?',
          'something green',
          'colou?r of grass',
          'green (?:stuff|bits?|gunk|goo|milk|mucus)',
          'green (?:sick|vomit|colou?r\\w*|liquid)',
          'colou?r,? (?:is |was )?(?:bright |dark )?green',
          'bile',
          'bilious',
        ),
        2,
      ),
      // Green said of something else beside it (snot, phlegm, poo), or put down to what was eaten ("green bits, it was
      // the lettuce"); a food eaten at some time is no reason: over-reading is the lesser fault.
      /\bgreen(?:ish|y)? (?:snot|phlegm|mucus|poo|nappy)|\b(?:snot|phlegm|mucus|poo|nappy)\w*[^.,;]{0,20}\bgreen|\b(?:it was|it's|from|because of|due to|after (?:eating|having)) (?:the |some |his |her )?(?:lettuce|cucumber|kiwi|peas|spinach|broccoli|salad|grapes?|jelly|sweets?|smoothie|crayon|ice cream|juice|lolly|veg\w*|green \w+)\b/,
    ),
  ),
  /** Green food, drink, snot or poo: not green vomit. */
  // A hernia that has come out and will not go back: stuck (incarcerated), perhaps strangulated.
  herniaWord: phrases(
    'hernia',
    // "A rupture" is how many still say a hernia; not a ruptured eardrum, tendon or muscle.
    '(?:a|my|his|her|the) rupture(?!\\w)(?! (?:in|of|to) (?:my|his|her|the|an?) (?:ear ?drum|ear|tendon|achilles|spleen|calf|muscle|biceps?|appendix|cyst|ovary|membranes?|waters|disc))',
    'bulge (?:down below|in (?:my|his|the) groin)',
    'lump (?:by|in|near) (?:my|his|the) groin',
  ),
  herniaStuckWords: phrases(
    "(?:won't|will not|wouldn't|doesn't|does not|can't|cannot|couldn't|not) (?:go|going|slip|pop|push) (?:back|in)",
    '(?:stayed|stays|staying|stuck) out',
    "(?:can't|cannot|couldn't) (?:push|get) (?:it )?back",
    'hard as',
    'gone (?:hard|firm|red|reddish|purple|dark)',
    "(?:it's|it is) (?:firm|hard|tender)",
  ),
  // Said of a hernia however far from the word: these are how a stuck one is told.
  herniaWontGoBack: phrases(
    "(?:won't|wouldn't|doesn't|can't|couldn't) (?:go|slip|pop) back(?: in)?",
    "(?:can't|couldn't) (?:push|get) (?:it )?back(?: in)?",
    '(?:stayed|stays|staying|stuck) out',
  ),
  herniaStuck: together(
    phrases('hernia', 'bulge', 'lump'),
    phrases(
      "(?:won't|wouldn't|doesn't|can't|couldn't|not) (?:go|going|slip|pop|push|get it) (?:back|in)",
      '(?:stayed|stays|staying|stuck) out',
      'hard as',
      'gone (?:hard|firm|red|reddish|purple|dark)',
      "(?:it's|it is|it has gone) (?:firm|hard|tender)",
    ),
    3,
  ),
  // A knock to the left side, then pain under the left ribs going to the shoulder tip, or a faint: a bleeding spleen.
  leftSideKnock: together(
    phrases(
      'kneed',
      '(?:took|got|had) a knee',
      'punch\\w*',
      'kick\\w*',
      'knock\\w*',
      'hit',
      'a blow to',
      'fell',
      'fall',
      'tackle\\w*',
      'elbow\\w*',
      'handlebars?',
      'landed',
      'came off',
      'come off',
    ),
    phrases('left (?:side|ribs?)', '(?:side|ribs?) on the left'),
    2,
  ),
  // A blow to the tummy (a bike's handlebar, a kick, a fall onto it), then being sick or fainting: a torn organ
  // inside until shown otherwise, in a child above all. The blow lands on the tummy: not a bug that "kicked in", a
  // pain "like being punched", nor a baby kicking.
  tummyBlow: unless(
    anyOf(
      phrases(
        '(?<!(?:pain|bug|virus) )(?:kicked|punched|kneed|elbowed|hit|struck(?! down)|thumped|smacked|whacked|butted|stamped on) (?:\\w+ ){0,4}?(?:in|into|on|to) (?:the|my|his|her|their|your) (?:ribs and )?(?:stomach|tummy|belly|abdomen|guts?)',
        '(?:took|got|had) (?:a|an) (?:\\w+ )?(?:knee|kick|punch|elbow|boot|blow|tackle|ball|football) (?:in|into|to) (?:the|my|his|her|their) (?:ribs|stomach|tummy|belly|abdomen|guts?)',
        '(?:a|the) (?:\\w+ )?(?:tackle|ball|football|punch) (?:to|in|into) (?:the|my|his|her|their) (?:stomach|tummy|belly|abdomen|guts?)',
        'handlebars? (?:\\w+ ){0,5}?(?:stomach|tummy|belly|abdomen|guts?)',
        '(?:stomach|tummy|belly|abdomen|guts?) (?:\\w+ ){0,5}?handlebars?',
        '(?:fell|landed|came down)(?! asleep)(?: \\w+){0,4}? (?:on|onto) (?:to )?(?:his|her|their|my|the) (?:stomach|tummy|belly|abdomen|guts?|bump)',
        '(?:fell|landed|ran|crashed)(?! asleep)(?: \\w+){0,5}? (?:on|onto|into) (?:the |a )?(?:\\w+ )?(?:edge|corner|handle|bar|rail|post|table|wall|door)\\w*(?: \\w+){0,3}? (?:with )?(?:his|her|their|my|the) (?:stomach|tummy|belly|abdomen|guts?)',
        'landed (?:stomach|tummy|belly|abdomen|guts?) first',
        '(?:seat ?belt|corner|edge|handle(?! the| it| this| that| my)|handlebars?|steering wheel) (?:\\w+ ){0,3}?(?:dug |went |jabbed )?(?:in|into) (?:the|my|his|her|their) (?:stomach|tummy|belly|abdomen|guts?|bump)',
        '(?:stomach|tummy|belly|abdomen|guts?) (?:\\w+ ){0,4}?(?:with|by) (?:a|the) (?:\\w+ )?(?:ball|swing|bat|stick|handlebars?|boot|knee|elbow|fist|branch)',
        '(?:brother|sister|he|she|someone|they|kids?|child|friend|son|daughter|boy|girl|man|partner|husband|wife|dad|mum) jumped on (?:his|her|my) (?:stomach|tummy|belly|abdomen|guts?)',
        '(?:kicked|punched|hit) (?:me|her|him) in the bump',
      ),
      // A fall or knock first, then "hit her stomach", "hurt his tummy", "landed on his front": not a curry that
      // hurt the stomach.
      together(
        phrases(
          'fell',
          'fall(?:en|ing)?',
          'came off',
          'went over',
          'crashed',
          'collided',
          'tripped',
          'slipped',
          'knocked (?:over|down|off)',
          'tackled',
        ),
        phrases(
          '(?:hit|hurt|banged|bashed|bumped|winded) (?:his|her|my|their) (?:stomach|tummy|belly|abdomen|guts?|bump)',
          'landed on (?:his|her|my|their) (?:front|bump)',
        ),
        3,
      ),
    ),
    // A baby kicking inside, or a pain said to be like a blow.
    /\b(?:baby|babies|little one|bump|unborn \w+|twins)(?: is| keeps| was| has been| kept)? kick(?:s|ing|ed)? (?:me|my|her)\b|\bkick\w* (?:in the \w+ )?(?:from|by) (?:the )?(?:baby|little one)|\blike (?:being|i've been|i was|he's been|she's been|i'd been) (?:\w+ )?(?:punched|kicked|hit|kneed)/,
  ),

  shoulderTip: phrases(
    'tip of (?:my|his|her|the) (?:left )?shoulder',
    'shoulder ?tip',
    '(?:into|in) (?:my|his|her|the) left shoulder',
  ),
  // Tummy pain that came on suddenly and is severe: in an older person, the bowel's blood supply blocked.
  suddenOnset: phrases(
    'sudden\\w*',
    'all of a sudden',
    'out of (?:absolutely |completely |literally )?nowhere',
    'came on (?:all )?at once',
  ),
  severeTummyWords: anyOf(
    phrases(
      'severe',
      '(?:horrendous|horrific) (?:\\w+ )?(?:pain|cramps?|ache)',
      "(?:pain|cramps?|ache|it)(?:'s| is| was| are| were)? (?:absolutely |just |really )?(?:horrendous|horrific)",

      'really bad',
      "worst (?:pain )?(?:i've|i have|i've ever|i have ever|ever)",
      'never had anything like it',
      "(?:it's|it is|it was|pain's|pain is) (?:really |very )bad",
      '(?:9|10|nine|ten) out of (?:10|ten)',
      'agony',
      'excruciating',
      'unbearable',
    ),
    // Doubled over in pain, not with laughter.
    phrases('doubled (?:up|over)(?! (?:with |in )?laugh)'),
  ),
} satisfies Record<string, Matcher>;

export const acuteAbdomen = {
  id: 'acute-abdomen',
  label: 'Severe tummy pain that may need surgery',
  readings: [
    {
      anyOf: [
        ['tummyPain', 'appendixPattern'],
        ['tummySite', 'appendixStart'],
        ['periumbilicalStart', 'rightLowerNow'],
        ['rightLowerNow', 'peritonism'],
        ['tummySite', 'peritonism', 'feverOrVomit'],
        ['tummyPain', 'suddenSevereTummyBack', 'faint'],
        ['backPain', 'suddenSevereTummyBack', 'faint'],
        // Tummy pain going through to the back with a faint: a leaking aorta or a bleed until shown otherwise.
        ['tummyPain', 'throughToTheBack', 'shockSign'],
        // Severe pain at the top of the tummy going through to the back, with vomiting: the pancreas.
        ['tummyPain', 'spreadArmJawBack', 'severePain', 'vomiting'],
        ['noWind', 'vomiting'],
        ['noWind', 'bellyDistended'],
        ['noStool', 'bellyDistended', 'vomiting'],
        ['herniaWord', 'herniaStuck'],
        ['herniaWord', 'herniaWontGoBack'],
        ['leftSideKnock', 'shoulderTip'],
        ['leftSideKnock', 'faint'],
        ['tummyBlow', 'vomiting'],
        ['tummyBlow', 'faint'],
        ['tummyPain', 'suddenOnset', 'severeTummyWords'],
        // Severe pain under the right ribs with shivers: an infected gallbladder or bile duct.
        ['rightUpperPain', 'severePain', 'shivering'],
      ],
    },
    {
      // Green vomit in a baby or child, or with a swollen tummy at any age (a blocked bowel); not green snot, food
      // or drink.
      anyOf: [
        ['greenVomit', 'child'],
        ['greenVomit', 'bellySwollen'],
      ],
    },
  ],
  emergency: {
    condition: 'a problem inside the tummy that may need surgery',
    why: 'pain like this can mean appendicitis or another emergency inside the tummy',
    meanwhile: "don't eat or drink in case you need an operation, and don't drive yourself",
  },
} as const satisfies RedFlagDefinition;
