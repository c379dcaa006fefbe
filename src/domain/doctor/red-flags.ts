// The red-flag guard: deterministic rules run on every patient turn, whatever the dialogue backend,
// so an emergency is never left to a language model alone. Concepts are patterns; rules combine them.
import { withoutIdioms } from './idioms';
import {
  analyse,
  anyOf,
  isPlainYes,
  isPresent,
  normalize,
  numberOf,
  NUMBER,
  phrases,
  together,
  unless,
  type Analysed,
  type Matcher,
} from '../language';
import type { RedFlag } from './types';

// ---- concepts -----------------------------------------------------------------------------------

const PAIN = '(?:pain|pains|hurts?|hurting|ache|aches|aching|sore|agony|agonising|agonizing)';
const BODY_OF = '(?:my|his|her|their|the|your)';
const CHEST_SITE = '(?:chest|breast ?bone|sternum|heart area|ribcage)';
const DISCOMFORT =
  '(?:pain|pains|painful|hurts?|hurting|ache|aches|aching|sore|agony|pressure|pressing|heav(?:y|iness)|tight(?:ness)?|squeez\\w*|crush\\w*|weight|discomfort|elephant|vice|band|strange feeling|funny feeling|uncomfortable|sharp|stabbing|a stab|stone|boot on|standing on)';
const CHILD =
  /\b(?:(?:my|our|the|this|a) (?:(?:little|baby|eldest|youngest|older|younger|\d+[- ]year[- ]old) )?(?:son|daughter|baby|boy|girl|toddler|child|kid|little one|newborn|grandson|granddaughter|infant)|^baby\b|baby,? (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:weeks?|months?)|toddler|nappies|nappy|month[- ]old|week[- ]old|(?:one|two|three|four|five|1|2|3|4|5)[- ]years?[- ]old)\b/;

const WEEKS_PREGNANT = new RegExp(
  `\\b(${NUMBER}|\\d+)[- ]weeks? (?:pregnant|gone|along)\\b|\\b(?:pregnant|gone),? (?:about |nearly |almost )?(${NUMBER}|\\d+) weeks\\b`,
  'g',
);

const INFANT_AGE = new RegExp(
  `\\b(${NUMBER})[- ]?(day|week|month)s?[- ]old\\b|\\b(?:baby|son|daughter|newborn|he|she|they)(?:'s| is| are)? (?:only |just |about )?(${NUMBER}) (day|week|month)s?(?: old)?\\b`,
  'g',
);

function infantUnderThreeMonths(a: Analysed): boolean {
  if (/\bnew ?born\b/.test(a.text)) return true;
  if (!/\b(?:day|week|month)s?\b/.test(a.text)) return false;
  for (const m of a.text.matchAll(INFANT_AGE)) {
    const n = numberOf(m[1] ?? m[3] ?? '');
    const unit = m[2] ?? m[4];
    if (n === null) continue;
    if (unit === 'day' || (unit === 'week' && n < 13) || (unit === 'month' && n < 3)) return true;
  }
  return false;
}

function suddenSevereTesticlePain(a: Analysed): boolean {
  return a.clauses.some((_, i) => {
    // The three parts may be spread over neighbouring clauses of one utterance.
    const span = a.clauses.slice(Math.max(0, i - 1), i + 2).join(' ');
    return (
      /\b(?:testic\w*|testes|scrotum|scrotal|balls?|nuts)\b/.test(a.clauses[i]!) &&
      !/\b(?:no|not|don't|haven't|isn't)\b[^,]{0,20}\b(?:testic\w*|balls?)\b/.test(a.clauses[i]!) &&
      new RegExp(`\\b${PAIN}\\b|\\bpainful\\b`).test(span) &&
      /\b(?:sudden\w*|severe\w*|excruciating|agoni[sz]ing|agony|unbearable|terrible|really bad|very bad|worst|extreme\w*|came on|out of nowhere|swollen)\b/.test(
        span,
      )
    );
  });
}

const FEARED_OR_ASKED =
  /\b(?:terrified|scared|worried|afraid|frightened|panick\w*|convinced|thought|wondered|wonder if|feared|googl\w*|(?:is|could|might|would|was) (?:it|this|that)(?: be)?)\b/;

/** The pattern in a clause that says it happened, not in one that fears or asks it ("could it be a fit?"). */
function notAsked(pattern: RegExp): Matcher {
  return (a: Analysed) =>
    a.clauses.some(
      (clause) => isPresent({ text: clause, clauses: [clause] }, pattern) && !FEARED_OR_ASKED.test(clause),
    );
}

/** Pain far beyond what shows: "much worse than it looks", "out of all proportion". */
const OUT_OF_PROPORTION = [
  '(?:much |far |way )?worse than (?:it|the \\w+) looks',
  'out of (?:all )?proportion',
];

/** Getting up too fast: the cause of a head rush, and of a faint that is no danger in itself. */
const STOOD_UP_FAST = [
  '(?:stood|stand|standing|got|get|getting|jumped|jump|leapt|sat|sit) up (?:too |really |very |so )?(?:fast|quickly|quick|suddenly)',
  'jumped up',
  'head ?rush',
];

/** A fever as a parent or patient feels it, unmeasured: "she feels hot", "he's boiling hot". */
export const FELT_HOT = [
  'feel(?:s|ing)? (?:very |really |so )?hot',
  'felt (?:very |really |so )?hot',
  '(?:boiling|burning|roasting) hot',
] as const;

export const CONCEPTS = {
  heartAttackClaim: (a: Analysed) =>
    a.clauses.some(
      (clause) =>
        /\b(?:i'm|i am|i think i'm|i think i am|he's|she's|he is|she is|i think he's|i think she's|they're) having a heart attack\b/.test(
          clause,
        ) &&
        !/\b(?:terrified|scared|worried|afraid|frightened|panick\w*|convinced|thought|wondered|feared|googl\w*)\b/.test(
          clause,
        ),
    ),
  heartAttack: phrases(
    "(?:i'm|am i|he's|she's|is he|is she|might be|could be|i think i'm|think i'm|worried i'm|scared i'm|think he's|think she's) having a heart attack",
    '(?:is this|is it|could this be|could it be|might be|this is|it feels like) a heart attack',
  ),
  chestPain: phrases(
    `chest ${PAIN}`,
    `${PAIN} (?:in|across|on) ${BODY_OF} chest`,
    'chest (?:is |feels )?(?:really |very )?(?:painful|heavy|crushing)',
    'crushing (?:pain|feeling|sensation)',
    `(?:pressure|heaviness|squeezing) (?:in|on|across) ${BODY_OF} chest`,
    'angina',
  ),
  chestTight: phrases(
    'tight chest',
    `chest (?:is |feels |feeling |gets )?(?:really |very |a bit )?tight`,
    'tightness (?:in|across) (?:my|the) chest',
  ),
  breathless: phrases(
    "(?:can't|cannot|not) get(?:ting)? (?:enough (?:air|breath)|a (?:full|proper|deep) breath)",
    'half a breath',
    'short(?:ness)? of breath',
    'breathless\\w*',
    'out of breath',
    "can't (?:catch|get) (?:my|his|her) breath",
    'struggling (?:to|for) (?:breath|breathe)',
    'difficulty breathing',
    'hard to breathe',
    'trouble breathing',
    "can't breathe",
    'gasping',
    'breathing (?:is )?(?:hard|difficult|laboured|labored)',
  ),
  sweating: phrases('sweat\\w*', 'clammy', 'drenched'),
  armJaw:
    /\b(?:(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*|travel\w*|down|into|up)\b[^.,;]{0,25}\b(?:arms?|jaw|neck)|(?:arm|jaw) (?:pain|hurts|aches|is (?:numb|aching|sore|hurting)))\b/,
  strokeFaceSide: together(
    phrases(
      '(?:one|left|right) side of (?:my|his|her|their|the) (?:face|mouth|lip)',
      'half (?:of )?(?:my|his|her|their) face',
      '(?:face|mouth|smile) (?:on one side|lopsided|crooked|wonky|drooping|droopy|dropped)',
    ),
    phrases(
      'numb\\w*',
      'droop\\w*',
      'drop\\w*',
      'weak\\w*',
      'fallen',
      'sagg\\w*',
      'lopsided',
      'crooked',
      'wonky',
      'dead',
      'heavy',
      'funny',
      'tingl\\w*',
      "wouldn't move",
      "won't move",
      'paralys\\w*',
    ),
    2,
  ),
  strokeFace: phrases(
    'mouth (?:had |has )?(?:gone|went|was|is) lopsided',
    'face (?:is |has |went |has gone |looks |seems )?(?:drooping|droopy|dropped|fallen|lopsided|twisted|numb on one side)',
    'droop(?:ing|y) (?:face|mouth|eye|on one side)',
    'mouth (?:is |has )?(?:drooping|droopy|dropped|lopsided)',
    'one side of (?:my|his|her|their) (?:face|mouth) (?:is |has |went )?(?:drooping|droopy|dropped|numb|weak|fallen)',
    "can't smile (?:properly|on one side)",
  ),
  strokeArm: phrases(
    'dropped out of (?:my|his|her) (?:right |left )?hand',
    "(?:felt|feels) like (?:somebody|someone) else's (?:hand|arm)",
    "(?:can't|cannot|couldn't) hold (?:the|a|her|his|my) (?:spoon|cup|fork|pen|knife|phone)",
    '(?:arm|hand|leg) (?:felt|feels|went|was|is) (?:all )?(?:heavy|dead|numb|weak)',
    "(?:hand|arm|leg) (?:just )?(?:wouldn't|won't|didn't|would not) (?:do what|work|move|grip|hold)",
    "(?:couldn't|can't|could not) grip",
    // Not "can't lift my arm above my head", which a stiff shoulder does.
    "can't (?:lift|raise|move|feel) (?:my|his|her|their) (?:left |right )?arm(?! (?:above|over|up|higher|past|behind|out|to))",
    '(?:left|right|one) arm (?:is |has |went |has gone |feels |suddenly )*(?:weak|numb|dead|heavy|limp|useless)',
    'arm (?:suddenly )?(?:went|has gone|is) (?:weak|numb|dead|limp)',
    'weak(?:ness)? (?:in|on|down) (?:one|the left|the right|my left|my right|his left|his right|her left|her right) (?:side|arm)',
    'numb(?:ness)? (?:down|on|in) one side',
    'sudden(?:ly)? (?:weak|weakness|numb|numbness) (?:in|on|down) (?:one|my|his|her)',
  ),
  strokeSpeech: phrases(
    "(?:can't|cannot|couldn't) find the (?:right )?words?",
    'words? (?:is|are|was|were) (?:all )?wrong',
    'calls? me by (?:my|the wrong|another|his|her) (?:brother|sister|name)',
    'gobbledegook',
    'nonsense words',
    'gobbledygook',
    'words in the wrong order',
    'slurr\\w*',
    'speech (?:is |was |has |has gone |went |sounds )?(?:slurred|garbled|strange|weird|jumbled|muddled|funny)',
    "can't (?:get|find) (?:my|the|his|her) words(?: out)?",
    'words (?:are |come out |came out |coming out |were |was )?(?:all )?(?:jumbled|muddled|wrong|mixed up|nonsense|garbled)',
    'came out (?:all )?(?:wrong|muddled|jumbled|as nonsense|garbled)',
    "can't (?:speak|talk) properly",
    'trouble (?:speaking|talking)',
    'talking (?:funny|gibberish|nonsense)',
    'speech (?:sounds|is|seems) (?:a bit |a little |all )?(?:drunk|slurry|thick|off)',
  ),
  anaphylaxisDirect: phrases(
    'anaphyla\\w*',
    '(?:lips?|tongue|throat|mouth) (?:is |are |has |have |started |starting |keeps |is starting to )?(?:swelling|swollen|swelled|puffing|puffed)(?: up)?',
    'swelling (?:of|in|on) (?:my|his|her|the) (?:lips?|tongue|throat|mouth)',
    'swollen (?:lips?|tongue|throat)',
    'throat (?:is |feels |feeling )?(?:closing|closing up|tightening)',
    '(?:lip|tongue|throat|mouth)\x27s (?:swelling|swollen|swelled|puffing|puffed)',
    '(?:tongue|throat) (?:feels?|is|looks?|has gone|gone) (?:all )?(?:fat|thick|huge|too big|massive)',
  ),
  allergicReaction: phrases(
    'allergic reaction',
    'reaction to (?:the |a |some )?(?:nuts?|peanuts?|bee|wasp|sting|antibiotic|penicillin|shellfish|food|medicine|medication)',
    'stung by a (?:bee|wasp)',
  ),
  wheeze: phrases('wheez\\w*'),
  faint: phrases('faint\\w*', 'dizzy', 'light ?headed', 'collaps\\w*', 'passing out'),
  severeBreathing: phrases(
    "can't get enough (?:air|breath)",
    "can't breathe",
    'struggling to breathe',
    'fighting for (?:breath|air)',
    'gasping(?: for (?:air|breath))?',
    "can't (?:speak|talk|finish|get out|say) (?:in )?(?:full |whole |my )?(?:sentences|words)",
    'too (?:breathless|out of breath) to (?:speak|talk)',
    'lips (?:are |have |have gone |turning |going |look |gone )?(?:blue|grey|gray)',
    'blue lips',
    'severe(?:ly)? (?:short of breath|breathless|difficulty breathing|shortness of breath)',
    'really struggling (?:to|for) breath',
    'can (?:hardly|barely) breathe',
    'choking',
    'not able to breathe',
  ),
  heavyBleeding: phrases(
    'coming (?:through|threw) the (?:towel|tea towel|bandage|dressing|hoodie|top)',
    "blood\\w*[^.;]{0,30}(?:not stopping|won't stop|isn't stopping)",
    'had a (?:blade|knife)',
    'knife (?:wound|in (?:his|her|my))',
    'spurting',
    'pumping out',
    'gushing',
    'like a fountain',
    'stabbed',
    'shanked',
    'knifed',
    'coming through the (?:towel|bandage|dressing|tea towel)',
    'red through',
    'soaked already',
    "blood[^.;]{0,30}won't stop",
    'bleeding (?:heavily|a lot|badly|loads|profusely|everywhere|non-stop|nonstop|really badly|very heavily)',
    'heavy bleeding',
    "bleeding (?:that |which )?(?:won't|doesn't|isn't going to|isn't|hasn't|will not) stop(?:ped)?",
    "(?:won't|can't get it to|doesn't|isn't going to|it won't|won't) stop bleeding",
    'blood (?:is |was )?(?:everywhere|pouring|gushing|spurting|pumping|all over)',
    '(?:pouring|gushing|spurting|pumping) (?:out )?blood',
    '(?:losing|lost|losing a lot of|lost a lot of) (?:a lot of |lots of |so much )blood',
    'soaked (?:through )?(?:a |the |my |several )?(?:towels?|pads?|bandages?|clothes)',
    '(?:vomiting|throwing up|being sick with|sicking up|sick up|vomited|threw up) (?:lots of |a lot of )?blood',
    'coughing up (?:a lot of |lots of )blood',
  ),
  bleedingAny: phrases('bleed\\w*', 'blood loss', 'losing blood', 'spotting', 'passing clots', 'clots'),
  pregnant: phrases('pregnan(?:t|cy)', "i'm expecting", 'expecting a baby', 'weeks gone'),
  // "Could it be a fit?", "he's convinced he's having seizures": a fear or a question, not a seizure seen.
  seizure: notAsked(
    phrases(
      'seizures?',
      'seizing',
      'convuls\\w*',
      "(?:having|had|has|have|having a|in the middle of a|is having|she's having|he's having) (?:a )?fit",
      'fitting',
      'epileptic (?:fit|attack)',
    ),
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
  unconscious: phrases(
    'unconscious',
    'unresponsive',
    'not responding',
    "won't wake(?: up)?",
    "can't wake (?:him|her|them|my \\w+)(?: up)?",
    "(?:not|isn't|is not) waking(?: up)?",
    'lost consciousness',
    'knocked out',
    'knocked unconscious',
    'out cold',
    "(?:he's|she's|they're|he is|she is|baby is|isn't|has) (?:not |stopped )breathing",
    'stopped breathing',
    "isn't breathing",
  ),
  thunderclapHeadache: phrases(
    "(?:worst|worse) (?:headache|head pain|pain in my head)(?: of my life| i've ever had| i've ever felt| ever| i've had in my life)",
    'worst (?:ever )?headache',
    '(?:sudden|suddenly|out of nowhere|instantly|in seconds)[^.;]{0,30}(?:severe|terrible|excruciating|blinding|explosive|agoni[sz]ing|horrendous|awful|worst|massive) (?:headache|head pain|pain in (?:my|the) head)',
    '(?:severe|terrible|excruciating|blinding|explosive|agoni[sz]ing|horrendous|massive) (?:headache|head pain)[^.;]{0,30}(?:suddenly|out of nowhere|instantly|in seconds|like a thunderclap|all of a sudden)',
    'thunderclap',
    "(?:like|as if) (?:i'd been|i was|i've been|being|someone) (?:hit|struck|kicked|smacked|whacked)(?: me)? (?:on|in|over) the (?:back of the )?head",
  ),
  fever: phrases(
    'fever\\w*',
    'temperature',
    'high temp',
    'temp of',
    'burning up',
    'running a temp',
    ...FELT_HOT,
    'shivery',
    'rigors',
    '(?:38|39|40|41)(?:\\.\\d)? ?(?:degrees|c|celsius)',
    '(?:10[0-5])(?:\\.\\d)? ?(?:degrees|f|fahrenheit)',
  ),
  stiffNeck: phrases(
    'stiff neck',
    'neck (?:is |feels |has gone |went )?(?:really |very )?(?:stiff|rigid)',
    "can't (?:bend|move|touch|put) (?:my|his|her) (?:neck|chin)(?: (?:to|on) (?:my|his|her) chest)?",
    'neck stiffness',
  ),
  /** "I press with the clear cup … the points stay": the glass test told in other words, over a few clauses. */
  glassTestStays: together(
    phrases('glass', 'tumbler', 'clear (?:cup|beaker|jar)', 'press(?:ed|ing)? (?:a|the|with)'),
    phrases(
      'stay(?:s|ed)?',
      'remain(?:s|ed)?',
      "(?:don't|doesn't|didn't|won't) go away",
      'still (?:there|showing)',
    ),
    4,
  ),
  glassTestFails: together(
    phrases('glass', 'tumbler', 'press\\w*', 'push\\w*', 'roll\\w*', 'rash', 'spots', 'dots', 'marks'),
    /\b(?:doesn't|don't|didn't|won't|isn't|aren't|not|never|still) (?:fade|fading|go (?:white|pale|away)|going (?:white|away)|blanch\w*|disappear\w*|change)|\b(?:still|they're still|it's still) (?:there|visible|showing|see them|red|purple)/,
    3,
  ),
  nonBlanchingRash: phrases(
    'pin ?prick (?:spots|rash|dots|marks)',
    'pinpoint (?:spots|dots|rash)',
    "rash (?:that |which )?(?:doesn't|won't|didn't|does not|isn't) (?:fade|blanch)\\w*",
    "(?:doesn't|won't|didn't|isn't) (?:fade|fading|blanch\\w*) (?:when|under|with|if|after) (?:i |you |we )?(?:press\\w*|push\\w*|a glass|the glass|glass|a tumbler|pressure|roll\\w*)",
    'non[- ]?blanching',
    '(?:purple|purply|purplish|dark red|red purple) (?:spots|rash|blotches|dots|bruises|marks)',
    '(?:spots|rash) (?:that )?(?:look|looks|looking) like (?:bruises|bruising|pin ?pricks)',
    'pin ?prick (?:spots|rash)',
    'petechia\\w*',
  ),
  suicidal: phrases(
    'kill(?:ing)? myself',
    '(?:end|ending|take|taking) (?:my|it|my own) (?:life|all)',
    'end it all',
    'suicid\\w*',
    'want(?:ed)? to die',
    'wish i (?:was|were) dead',
    'better off dead',
    "(?:don't|do not|doesn't) want to (?:live|be alive|be here(?: any ?more)?|wake up|go on)",
    'no (?:reason|point) (?:to|in) (?:live|living|going on|carrying on)',
    'not worth living',
    "life (?:isn't|is not|ain't) worth (?:living|it)",
    'self[- ]?harm\\w*',
    '(?:hurting|harming|cutting|burning) myself',
    '(?:hurt|harm|cut|burn) myself (?:on purpose|deliberately)',
    'thoughts (?:of|about) (?:hurting|harming|killing) myself',
  ),
  infection: phrases(
    'infect\\w*',
    'cellulitis',
    'uti',
    'water infection',
    'pneumonia',
    'flu',
    'wound (?:is |looks )?(?:red|hot|swollen|oozing)',
  ),
  shivering: phrases('shiver\\w*', 'shaking all over', 'teeth chattering', 'rigors'),
  sepsisSign: phrases(
    'confus\\w*',
    'not making (?:any )?sense',
    'mottled',
    'blotchy',
    'skin (?:is |looks |has gone |gone |went |turning )?(?:blue|grey|gray|pale and blotchy|mottled)',
    "(?:haven't|hasn't|not|no|didn't) (?:peed|weed|passed (?:any )?urine|urinated|had a wee|had a pee|been for a wee) (?:all day|for a day|since yesterday|in (?:a day|24 hours|twenty four hours|a whole day))",
    'no urine',
    'extreme shivering',
    'shaking uncontrollably',
    "(?:feel|feels|feeling) like (?:i'm|i am|he's|she's) (?:going to|gonna|about to) die",
    "(?:feel|feels|feeling) like (?:i'm|i am|he's|she's) dying",
    'slurred',
    'really (?:drowsy|sleepy)',
    "can't stay awake",
  ),
  pulmonaryEmbolismRisk: phrases(
    'long[- ]haul',
    'long flight',
    'flew back',
    'on a plane',
    'after (?:my |the |an )?(?:operation|surgery)',
    'calf (?:is )?(?:swollen|swelling|hot|tender)',
    'swollen calf',
    'blood clots?',
    'dvt',
  ),
  headBlow: together(
    phrases(
      'caught',
      'walked into',
      'came down',
      'cracked',
      'hit',
      'whack\\w*',
      'bang\\w*',
      'bump\\w*',
      'knock\\w*',
      'smack\\w*',
      'walked into',
      'fell',
      'fall',
      'blow',
      'clout\\w*',
    ),
    phrases('head', 'forehead', 'skull', 'temple'),
    2,
  ),
  headHit: phrases(
    '(?:hit|banged|bumped|knocked|smacked|whacked|bashed|cracked|injured|hurt) (?:my|his|her|their|the back of (?:my|his|her)|the side of (?:my|his|her)) head',
    'head (?:injury|injuries|knock|trauma)',
    'fell[^.,;]{0,30}\\bhead\\b',
    'head (?:hit|hitting|smashed|banged)',
    'blow to (?:the|my|his|her) head',
    'concuss\\w*',
  ),
  headInjurySerious: phrases(
    'war for in',
    'check my blood every',
    'heart flutter',
    'inr',
    'anticoagula\\w*',
    'thinning (?:tablets?|one|pills?)',
    'blood thinning',
    'apixaban',
    'edoxaban',
    'dabigatran',
    'clopidogrel',
    "(?:wants to|want to) (?:go to bed|sleep)[^.;]{0,30}(?:not like|isn't like|unlike)",
    'vomit\\w*',
    'been sick',
    '(?:being|keeps being) sick',
    'throwing up',
    'threw up',
    'knocked out',
    'passed out',
    'unconscious',
    'blacked out',
    'confus\\w*',
    'drowsy',
    "can't stay awake",
    'clear fluid',
    'fluid (?:coming )?(?:out of|from) (?:my|his|her|the) (?:nose|ears?)',
    'bleeding from (?:the|my|his|her) ears?',
    'seizure',
    'fit',
    "can't remember",
    'memory loss',
    'double vision',
    'blood thinners?',
    'warfarin',
    'apixaban',
    'rivaroxaban',
    'severe headache',
    "(?:won't|isn't) stop(?:ping)? bleeding",
    'slurr\\w*',
  ),
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
    ),
    phrases('eyes?', 'vision', 'sight'),
    2,
  ),
  visionLoss: phrases(
    '(?:suddenly |sudden )?(?:lost|loss of|losing) (?:the |my |his |her |all )?(?:sight|vision)',
    "can't see (?:out of|with|from|anything (?:out of|with|from)) (?:my|one|his|her|the) (?:left |right )?eye",
    "(?:suddenly |just )?can't see anything",
    'gone blind',
    'went blind',
    'going blind',
    '(?:blind|blindness) in (?:one|my|his|her|the) (?:left |right )?eye',
    '(?:vision|sight) (?:has |just |suddenly )?(?:gone|went|go) (?:black|dark|dim)',
    '(?:vision|sight) (?:has |just )?(?:suddenly )?(?:gone|disappeared)',
    'curtain (?:coming |came )?(?:down |across )?(?:over )?(?:my|the|his|her) (?:vision|eye|sight)',
    'sudden(?:ly)? (?:loss of|lost) (?:vision|sight)',
  ),
  legWeakness: phrases(
    '(?:legs?|feet) (?:is |are |feel |feels |has |have |went |gone |going |keep |keeps )?(?:suddenly |both |really |very )?(?:weak|numb|dead|giving way|give way|gave way|gone weak|gone numb)',
    'weak(?:ness)? in (?:my|both|his|her|the) (?:legs?|feet)',
    "can't (?:move|feel|lift|stand on|walk on) (?:my|his|her|either) (?:legs?|feet)",
    'numb(?:ness)? (?:in|down) (?:my|both|his|her) (?:legs?|feet)',
    "(?:legs?|feet) won't (?:hold|work|move)",
    '(?:legs?|knees) (?:feel|feels|felt|have gone|has gone|went|are|is|gone) (?:like )?(?:jelly|wobbly|like they(?:\x27re| are) not (?:quite )?mine)',
    'numb (?:from|below) (?:my|his|her|the) (?:waist|belly button|chest)(?: down)?',
  ),
  saddleNumbness: phrases(
    'numb(?:ness)? (?:between (?:my|the|his|her) legs|around (?:my|the) (?:bottom|back passage|genitals)|down below|in (?:my|the) (?:bottom|groin|saddle area|genitals))',
    'saddle (?:area )?(?:numbness|anaesthesia)',
    'numb (?:bum|bottom|down below)',
    "can't feel (?:my|the) (?:bottom|bum|genitals|toilet paper)",
  ),
  bladderLoss: phrases(
    'accident (?:with|in) (?:my|his|her) (?:bowels?|bladder|pants)',
    "(?:didn't|couldn't|can't|did not) (?:even )?feel it coming",
    'soiled',
    "(?:urine|pee|wee) (?:is )?(?:not|isn't) coming",
    'only (?:a )?little (?:comes|coming|came)',
    'straining to (?:pee|wee|pass urine)',
    "can't (?:really )?feel (?:the )?(?:paper|toilet paper)",
    "(?:lost|losing|no|loss of|can't) control (?:of|over) (?:my |his |her )?(?:bladder|bowels?|wee|pee|urine)",
    'wet (?:myself|himself|herself|the bed)',
    'incontinen\\w*',
    "can't (?:pee|wee|urinate|pass urine|control (?:my |his |her )?(?:bladder|bowels?))",
    "(?:haven't|hasn't) (?:been able to )?(?:pee|peed|wee|weed|urinate|urinated|passed urine)",
    "(?:can't|couldn't|cannot) get (?:my|the|his|her) (?:water|wee|pee|urine) (?:going|started|to start|to come)",
    "(?:water|wee|pee|urine) (?:won't|wouldn't) (?:come|start|go)",
    '(?:peed|weed|soiled) myself',
    "(?:can't|don't|didn't) (?:feel|know) when i need (?:to|the toilet)",
  ),
  testicleSuddenSevere: suddenSevereTesticlePain,
  overdose: phrases(
    'overdos\\w*',
    '(?:took|taken|take|swallowed|had|eaten|drunk|drank|ate|downed) (?:too many|a lot of|loads of|lots of|a whole|all (?:of )?(?:my|the|his|her)|an entire|a (?:whole |full )?(?:box|packet|bottle|pack|strip|tub)|(?:twenty|thirty|forty|fifty|\\d{2,}))(?: of)?(?: my| his| her| the)? (?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|sleeping (?:pills|tablets)|antidepressants|painkillers|aspirin|insulin|co-codamol|codeine|tramadol)',
    '(?:swallowed|eaten|drunk|drank|ate|had) (?:some |a |the |my |his |her )?(?:bleach|button batter(?:y|ies)|batter(?:y|ies)|washing (?:tablets|pods|capsules)|dishwasher tablets|detergent|antifreeze|weed ?killer|rat poison)',
    'poisoned',
    'poisoning',
  ),

  chestDiscomfort: together(new RegExp(`\\b${CHEST_SITE}\\b`), new RegExp(`\\b${DISCOMFORT}\\b`), 2),
  chestMention: new RegExp(`\\b${CHEST_SITE}\\b`),
  centralPressure: together(
    phrases(
      'heav\\w*',
      'weight',
      'pressure',
      'tight band',
      'crushing',
      'squeez\\w*',
      'kneeling on',
      'sitting on',
    ),
    phrases(
      '(?:right )?in the middle',
      'centre',
      'center',
      'middle of (?:my|the|his|her)',
      'breast ?bone',
      'on (?:my|his|her) chest',
      'on me',
    ),
    2,
  ),
  itsMyHeart: phrases(
    "(?:think|worried|scared|afraid|wonder if|feels like) (?:it's|it is|it might be|it could be|this is) (?:my|his|her) heart",
    'heart attack',
  ),
  crushingChest: phrases(
    'crushing',
    'elephant',
    'like a vice',
    'in a vice',
    'heavy weight',
    'squeezing',
    'someone (?:sitting|standing) on (?:my|his|her) chest',
    'tight band',
  ),
  nausea: phrases(
    'nause\\w*',
    'feel(?:ing)? sick',
    'felt sick',
    'vomit\\w*',
    'threw up',
    'throwing up',
    'been sick',
  ),
  clammy: phrases(
    'sweat',
    'wet (?:through )?(?:from|with) sweat',
    'clammy',
    'cold sweat',
    'sweaty',
    'sweating',
    'grey',
    'gray',
    'ashen',
    'pale and sweaty',
  ),
  spreadArmJawBack:
    /\b(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*|travel\w*|down|into|up|through)\b[^.,;]{0,30}\b(?:arms?|jaw|neck|shoulders?|shoulder ?blades?|back|teeth|hand|fingers?)\b/,
  coughBlood: unless(
    together(
      phrases('cough\\w*', 'hack\\w*', 'hock\\w* up', 'bring\\w* up', 'brought up', 'spit\\w*', 'spat'),
      phrases(
        'blood',
        'bloody',
        'clots?',
        '(?:proper|bright|dark) red',
        'half a cup of red',
        'jelly lumps?',
        'filled up',
      ),
      2,
    ),
    /\b(?:streak\w*|fleck\w*|speck\w*|tinge\w*|spots? of blood|a (?:little|tiny|small) bit of blood|pink|trace)\b/,
  ),
  coughBloodStreaks: together(
    phrases('cough\\w*', 'phlegm', 'spit\\w*', 'mucus'),
    phrases('blood', 'bloody', 'streak\\w*'),
  ),
  vomitedBlood: together(
    phrases('vomit\\w*', 'threw up', 'throw\\w* up', 'been sick', 'being sick', 'retch\\w*', 'sick up'),
    phrases('blood', 'bloody', 'red', 'clots?', 'jelly', 'dark bits'),
    3,
  ),
  gutBleed: phrases(
    '(?:what comes out|bowels?|motions?)[^.;]{0,40}(?:black|tarry|like tar)',
    'black,? like (?:the )?tar',
    'retch\\w*[^.;]{0,40}blood',
    '(?:vomit\\w*|throw\\w* up|threw up|being sick|been sick|sick up|brought up)[^.;]{0,25}(?:blood|bloody|coffee)',
    'blood in (?:my|his|her|the) (?:sick|vomit)',
    'coffee[- ]grounds?',
    '(?:poo|poos|stools?|bowel movements?|motions?|faeces|feces)[^.;]{0,40}(?:tarry|\\btar\\b)',
    'black (?:and )?(?:tarry|sticky|tar|like tar)',
    'tar[- ]like',
    'like tar',
  ),
  blackStool: phrases(
    '(?:poo|poos|pooh|stools?|bowel movements?|motions?|faeces|feces)[^.;]{0,40}black',
    'black (?:poo|poos|stools?|motions?)',
  ),
  child: CHILD,
  nosebleed: phrases(
    "nose that won't (?:behave|stop)",
    '(?:nose )?started dripping',
    "my nose (?:started|is going|went|won't stop|keeps|has been running red|is running red)",
    'nose (?:has been |is )?running red',
    'nose ?bleeds?',
    'nose (?:has been |is |keeps |kept |started |was )?(?:bleeding|pouring|gushing)',
    'bleeding from (?:my|his|her|the) nose',
    'blood (?:pouring |coming )?(?:out of|from) (?:my|his|her|the) nose',
  ),
  nosebleedStopped: phrases(
    'stopped (?:in|after|within) (?:about |around )?(?:a few|five|ten|5|10|two|three|\\d) min\\w*',
    '(?:it|the bleeding) stopped',
    'fine now',
  ),
  bleedingLong: phrases(
    'as soon as i let go',
    'gone through a box of tissues',
    'nearly (?:an hour|four|five)',
    'half an hour',
    '(?:over |more than |nearly |almost |about )?(?:2\\d|3\\d|4\\d|twenty|thirty|forty|forty[- ]five|fifty) min\\w*',
    'an hour',
    'hours',
    'keeps? coming',
    'keeps? going',
    "(?:won't|wouldn't|doesn't|isn't|not) (?:stop|stopping|slowing)",
    'soak\\w*',
    'still (?:bleeding|going|coming)',
  ),
  anticoagulant: phrases(
    'inr',
    'thinning (?:tablets?|one)',
    'warfarin',
    'apixaban',
    'rivaroxaban',
    'edoxaban',
    'dabigatran',
    'blood ?thinners?',
    'anticoagulant\\w*',
    'clopidogrel',
    'eliquis',
    'xarelto',
  ),
  hopeless: phrases(
    'done with (?:everything|it all|life)',
    "(?:don't|can't|cannot) see (?:how|a way|the point|any way)",
    'stopped bothering',
    "can't (?:do|take|cope with|go on with|handle) (?:this|it|any of this)(?: any ?more| much longer)?",
    "(?:what's|whats|there's) (?:the|no) point",
    'no point (?:in )?(?:anything|going on|carrying on|any ?more)',
    'hopeless',
    'nothing to live for',
    "(?:don't|can't) see a (?:way out|future)",
    'everyone would be better off',
    'a burden',
    'want (?:it|everything) (?:all )?to (?:stop|end)',
  ),
  preparations: phrases(
    'putting (?:my |the )?(?:back )?(?:tablets|pills) by',
    'quite a pile',
    "won't need (?:any more )?appointments",
    '(?:will not|won\x27t) need (?:any |more |any more )?appointments',
    '(?:give|giving|gave) (?:away )?my (?:things|stuff|belongings)',
    'pa(?:y|id|ying) (?:off )?my debts',
    'everything is (?:finished|done|sorted)',
    'gave my [a-z]+ (?:and my [a-z]+ )?to',
    'picked which',
    "(?:that's|thats) me done",
    'sorted everything(?: out)?',
    'say (?:thank you and )?goodbye',
    "won't be needing (?:the repeat|my repeat|any more)",
    'plenty put by',
    '(?:dog|cat)\\W?s gone to',
    '(?:wrote|written) (?:a |some |the )?(?:letters?|notes?)',
    "won't be needing (?:it|them|those)",
    'working out when',
    'said (?:bye|goodbye)',
    'gave (?:my|away my) [^.;]{0,30}to',
    'said all the things',
    'wrote (?:a |some )?(?:letters?|notes?)',
    'sorted (?:out )?(?:the|my) (?:insurance|will|affairs)',
    '(?:saving|saved|stockpiling) (?:them|it) up',
    'been saving',
    'given (?:away )?(?:my|the) (?:things|stuff|dog|cat)',
  ),
  suicideMethod: phrases(
    'railway',
    'fast train',
    'train (?:goes|comes) through',
    'bridge',
    'the tracks',
    'rope',
    'motorway',
    'cliff',
    'multi-?storey',
    'jump',
  ),
  coSource: phrases(
    'carbon monoxide',
    'co alarm',
    'boiler',
    'gas (?:heater|fire|fireplace)',
    'heater with gas',
    'soot\\w*',
    'fumes',
    'generator',
    'barbecue indoors',
  ),
  sharedIllness: phrases(
    '(?:got|has|have) the same (?:headache|thing|symptoms)',
    '(?:everybody|everyone|all of us|both of us|we both|we all)[^.;]{0,30}(?:headaches?|dizzy|sick|poorly|ill|unwell)',
    '(?:boyfriend|girlfriend|husband|wife|partner|family|children|kids|mother|father|son|daughter)[^.;]{0,40}(?:headaches?|them) (?:as well|too)',
    '(?:got|have|has) (?:them|it) (?:as well|too)',
  ),
  betterAway: phrases(
    '(?:came|comes|come) back when (?:i|we) (?:got|get) home',
    'right as rain',
    '(?:better|okay|ok|fine|cleared (?:right )?up|goes away)[^.;]{0,30}(?:when|once) (?:we|i|they) (?:go|went|leave|left|am|are|were) (?:out|away|to work|at work)',
    "(?:went|go) to [^.;]{0,20}(?:mum's|mother's|friend's|work)[^.;]{0,40}(?:cleared|better|fine|went away)",
    'when i (?:go|went) to work[^.;]{0,20}(?:okay|ok|fine|better)',
    '(?:come|came|get|got) (?:back )?home[^.;]{0,30}(?:again|starts?|started|comes? back|worse)',
  ),
  breathlessAtRest: together(
    phrases(
      "can't get enough (?:air|breath)",
      'breathless',
      'short of breath',
      "can't breathe",
      "can't get (?:a |my )?(?:full |proper )?breath",
      'out of breath',
      'hard to breathe',
    ),
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
  planWords: phrases(
    'after this weekend',
    'after (?:friday|saturday|sunday|monday|my last exam)',
    'none of it will matter',
    'it will be quick',
    'tonight',
    'made up my mind',
    'wrote (?:a |some )?(?:letters?|notes?)',
    'sorted (?:out )?(?:the|my) (?:insurance|will|affairs)',
    '(?:saving|saved|stockpiling) (?:them|it) up',
    "nobody (?:would|who'd|will|would even) (?:notice|care|miss me)",
    'decided',
    'saved up',
    'the means',
    'a plan',
    'goodbye',
    'note',
    'pills ready',
    'tablets saved',
  ),

  childUnwell: phrases(
    'nappy[^.;]{0,40}(?:bone )?dry',
    'sack of potatoes',
    "(?:doesn't|won't|didn't) even want",
    'floppy',
    'limp',
    'hard to wake',
    "(?:won't|doesn't|can't|didn't|isn't) (?:properly )?(?:wake|waking|wake up|respond\\w*)",
    'not responding',
    'high[- ]pitched (?:cry|crying|scream\\w*)',
    'weak cry',
    '(?:moaning|whimpering) (?:and|but) not (?:crying|moving)',
    'grunting',
    'dry nappies',
    'no wet nappies',
    '(?:nappies|nappy) (?:have been |has been |are |is )?(?:dry|not wet)',
    "(?:hasn't|not|hardly) (?:had a )?wet (?:a )?nappy",
    "(?:hasn't|not) weed",
    'bulging (?:soft spot|fontanelle)',
    'soft spot (?:is )?bulging',
    'mottled',
    '(?:lips|skin) (?:look |looks |is |are |gone |going |turning )?(?:blue|grey|gray)',
    'really pale',
    'very pale',
    'not feeding',
    "(?:won't|isn't|not) (?:feed|feeding|drink|drinking)(?! (?:it|that|them|those|the \\w+ juice|juice|prune\\w*|squash|milk from a cup))",
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
  diabetesType1: phrases('type (?:one|1) diabet\\w*', 'diabetic', 'diabetes', 'insulin'),
  ketoSigns: phrases(
    'breathing (?:really |very |so )?(?:deep|deeply|fast|heavy|heavily)',
    'deep breaths',
    'fruity',
    'pear drops',
    'nail varnish',
    'ketones',
    'drowsy',
    'really thirsty',
    'very thirsty',
    "can't stop drinking",
  ),
  vomiting: phrases(
    'vomit\\w*',
    'being sick',
    'been sick',
    'throwing up',
    'threw up',
    'keeps being sick',
    "can't keep anything down",
  ),
  burn: phrases(
    'hot[- ]water bottle',
    '(?:electric|gas|coal) fire',
    'heater',
    '(?:log|wood) ?burner',
    'radiator',
    'heat (?:pad|pack)',
    'wheat bag',
    'drain (?:cleaner|unblocker|gel|powder)',
    'drain\\b[^.;]{0,40}\\b(?:powder|cleaner|unblocker|gel|liquid|chemical)',
    '(?:strong|caustic|industrial) (?:powder|cleaner|chemical|liquid)',
    'unblock\\w* (?:the )?(?:shower |sink |kitchen |bath )?drain',
    'splash\\w*[^.;]{0,40}(?:gel|cleaner|bleach|acid|chemical|caustic)',
    'burn(?:t|ed)? (?:my|his|her|their|himself|herself|myself|themselves|on)',
    '(?:a|the|this|his|her|my) burn',
    'burns? (?:on|to) (?:my|his|her|the)',
    '(?:got |was |been )?burnt (?:my|his|her|their|myself|himself|herself|it|on|by|with)',
    'got burnt',
    '(?:got |was |been )?burned (?:my|his|her|their|myself|himself|herself|it|on|by|with)',
    'got burned',
    'scald\\w*',
    'caught fire',
    'went whoosh',
    'flames?',
    'petrol',
    '(?:spilt|spilled|poured|knocked|pulled|splashed|tipped)[^.;]{0,40}(?:hot|boiling|kettle|tea|coffee|soup|water|oil|pan)',
    'boiling water',
    'chip pan',
    'fat fryer',
    'hot oil',
    'electric shock',
    'electrocut\\w*',
    // A jolt off something electrical, not the jolt of a body falling asleep.
    '(?:got|had|gave (?:me|him|her|them)|took) a (?:right |big |nasty )?jolt(?: (?:off|from))?',
    'jolt (?:off|from) (?:the|a|an)',
    'the mains',
    'fuse ?box',
    'live wire',
    'drain (?:cleaner|unblocker|powder)',
    'caustic',
    '(?:battery|hydrochloric|sulphuric|sulfuric|caustic) acid',
    'acid (?:burn|splash\\w*|attack|spill\\w*)',
    'chemical',
  ),
  electricInjury: phrases(
    'electric shock',
    'electrocut\\w*',
    '(?:got|had) a (?:right |big |nasty )?(?:jolt|shock) (?:off|from)',
    'live wire',
    'the mains',
  ),
  burnSerious: phrases(
    'whitish',
    'pale (?:and )?(?:whit\\w*|grey|waxy)',
    'barely (?:hurts|feel)',
    "(?:doesn't|don't) really hurt",
    'size of (?:a |my |his |her )?(?:palm|hand|jam jar|saucer|plate|orange|fist)',
    'like (?:a )?paper',
    'scorch\\w*',
    'chemical',
    'acid',
    'bleach',
    'oven cleaner',
    'electric\\w*',
    'white',
    'charred',
    'black(?:ened)?',
    'leathery',
    "(?:doesn't|don't|can't|no) (?:hurt|feel)",
    'face',
    'all over',
    'large',
    'big patch',
    'whole (?:arm|leg|hand|chest|back)',
    '(?:bigger|larger) than (?:my|his|her|a) (?:hand|palm)',
    'huge',
    'massive',
    'skin (?:came|peeled|peeling|coming) off',
  ),
  tummyPain: together(
    phrases(
      'tummy',
      'stomach',
      'belly',
      'abdomen',
      'abdominal',
      'lower right',
      'right side',
      'groin',
      'belly ?button',
      'navel',
    ),
    new RegExp(`\\b${PAIN}\\b|\\bpainful\\b|\\btender\\b`),
    2,
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
  ),
  peritonism: phrases(
    'speed ?bumps?',
    'bumps in the road',
    'bumpy',
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
  /** Pain on one side: in early pregnancy the sign of an ectopic pregnancy, later a kidney or the appendix. */
  pregnancyOneSided: phrases('one[- ]sided', '(?:left|right) side'),
  /** Pregnant 14 weeks or more: past the weeks when an ectopic pregnancy shows itself. */
  laterPregnancy: (a: Analysed) => {
    for (const m of a.text.matchAll(WEEKS_PREGNANT)) {
      const weeks = numberOf(m[1] ?? m[2] ?? '');
      if (weeks !== null && weeks >= 14) return true;
    }
    return /\b(?:third|last|final|second) trimester\b/.test(a.text);
  },
  /** The caller's own fever, not their baby's: "my temperature's 38.7", "I've been shivering". */
  ownFever: phrases(
    'my (?:temperature|temp)',
    "i(?:'ve| have) (?:got |had |been running )?(?:a )?(?:fever|temperature|high temperature|temp)",
    "i(?:'m| am) (?:feverish|shivering|burning up|boiling)",
    "i(?:'ve| have) been (?:shivering|feverish|burning up)",
    'i (?:feel|felt) (?:hot|feverish|shivery)',
  ),
  /** The baby's fever, said as theirs. */
  babyFever: phrases(
    "(?:her|his|their|baby's|the baby's) (?:temperature|temp)",
    "(?:she|he|baby|the baby)(?:'s| is| has| has got| feels| felt| was)(?: got)? (?:a )?(?:very |really |so )?(?:fever|temperature|high temperature|hot|burning up|boiling)",
  ),
  pregnancyKnown: phrases(
    "(?:her|my) periods? (?:is |was |'s )?(?:late|overdue)",
    "period (?:was )?due [^.;]{0,30}(?:hasn't|has not|not|didn't|never) (?:come|arrived|started)",
    'missed (?:my|a|her) (?:last )?period',
    "(?:haven't|hasn't) had (?:my|a|her) period",
    "(?:i'm|i am|she's|she is) (?:\\d{1,2}|[a-z]+(?:[- ][a-z]+)?) weeks\\b(?! ago| old| into| in| late| behind)",
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
  pregnancyDanger: phrases(
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
    'bleed\\w*',
    'blood',
    'spotting',
    'shoulder[- ]tip',
    'tip of (?:my|the|her) (?:right |left )?shoulder',
    'went (?:all )?(?:grey|gray|swimmy|dizzy|faint)',
    'shoulder (?:pain|hurts|aches)',
    'faint\\w*',
    'dizzy',
    'light ?headed',
    'flashing lights',
    'blurr\\w*',
    '(?:face|hands|fingers) (?:have |has |are |is )?(?:suddenly )?(?:swollen|swelling|puffy|puffed)',
    'sudden swelling',
    'waters? (?:have |has )?broken',
    'severe (?:tummy|stomach|abdominal) pain',
    'really bad headache',
    'severe headache',
    'worst headache',
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
  bloodInNappy: phrases(
    '(?:blood|bloody)[^.;]{0,20}(?:poo|stool|nappy|nappies)',
    '(?:poo|stool|nappy)[^.;]{0,20}(?:blood|bloody|red jelly|redcurrant)',
    'redcurrant jelly',
    'jelly[- ]like (?:poo|stool)',
  ),
  throatTight: phrases(
    'throats? (?:is |feels )?(?:tight|tighter|closing|swelling)',
    'lips? (?:feel |look |are |is )?(?:massive|huge|enormous|fat|big)',
    'mouth (?:went|gone|is|feels) (?:all )?(?:fuzzy|tingly|numb)',
    'throat (?:feels |is |going |getting |gone )?(?:tight|tighter|tightening|closing|swelling|swollen|thick|narrow)',
    'tongue (?:feels |is |going |gone )?(?:big|swollen|swelling|thick|fat)',
    '(?:lips?|face|eyes?|tongue) (?:have |has |are |is |went |started |gone )?(?:all )?(?:swollen|swelling|swelled|puffed|puffy|puffing|blown up|blew up|ballooned)',
    'voice (?:is |has )?(?:gone )?(?:all )?(?:hoarse|croaky)',
    'voice (?:is |has |gone |went |sounds )?(?:hoarse|croaky|funny|strange|different)',
    'hard to swallow',
    "can't swallow",
  ),
  allergen: phrases(
    'satay',
    'nuts and me',
    'epi ?pen',
    'pen thing',
    'nuts?',
    'peanuts?',
    'cashews?',
    'almonds?',
    'walnuts?',
    'shellfish',
    'prawns?',
    'shrimps?',
    'sesame',
    'stung',
    'stings?',
    'bee',
    'wasp',
    'hornet',
    'after (?:eating|taking|having|starting)',
    '(?:started|took|taken|taking|given|gave (?:me|him|her)|first dose of) (?:a |the |some |my |his |her )?(?:new )?(?:antibiotics?|penicillin|amoxicillin|medicine|medication|tablets?|pills?|injection)',
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
  lossOfConsciousness: phrases(
    'went down',
    'slumped',
    'fainted',
    'faint(?:ing)?',
    'passed out',
    'blacked out',
    'black(?:ed)? out',
    'collapsed',
    'keeled over',
    'lost consciousness',
    'went down',
    'dropped to the floor',
    'came round',
    'came to',
  ),
  collapsed: phrases(
    'collapsed',
    'keeled over',
    'found (?:him|her|them|me) on the floor',
    "fell down and (?:didn't|won't|couldn't) get up",
  ),
  apnoeaInSleep: phrases('snor\\w*', 'snort\\w*', 'in (?:his|her|my) sleep', 'while (?:he|she|i) sleeps?'),
  notRightAfter: phrases(
    "(?:he's|she's|they're|he is|she is|i'm) not (?:right|himself|herself|making sense)",
    'not right since',
    'went (?:all )?floppy',
    'slumped',
  ),
  harmlessFaint: phrases(
    'bloods',
    'blood (?:taken|done|drawn)',
    'blood tests?',
    'needles?',
    'injections?',
    'jabs?',
    'vaccin\\w*',
    'sight of blood',
    'saw (?:the |some )?blood',
    'giving blood',
    ...STOOD_UP_FAST,
    'standing (?:for ages|too long|in the heat)',
    'hot (?:room|day|bath|shower)',
  ),
  /** Sight that went dark for seconds on standing up quickly: a head rush, not a loss of vision. */
  headRush: phrases(...STOOD_UP_FAST, 'on standing'),
  coldTriggered: phrases(
    'in the cold',
    "when (?:it's|it is|i'm|i am|i get|they get|it gets) cold",
    'cold (?:weather|days|mornings|water)',
    'warm(?:s|ed)? (?:them |it |back )?up',
    'raynaud\\w*',
    'in (?:the )?winter',
  ),
  /** Skin changes that grow while you watch: "spreading up towards my knee", "gone past the pen line". */
  spreadingSkin: anyOf(
    together(
      phrases('patch', 'redness', 'red', 'rash', 'mark', 'swelling', 'skin', 'purpl\\w*', 'dark'),
      phrases('spreading', 'spread (?:up|down|across|to)', 'getting bigger (?:by the hour|fast|quickly)'),
    ),
    phrases(
      'drew (?:round|around) it',
      'gone (?:way |well )?(?:past|over|beyond) the (?:pen |biro )?(?:line|mark)',
    ),
  ),
  /** Pain far beyond what the skin shows: the mark of an infection deep under it. */
  painOutOfProportion: phrases(...OUT_OF_PROPORTION, "doesn't look (?:that )?bad but"),
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
  ),
  /** Black stools with an everyday cause: iron tablets, bismuth, liquorice. */
  blackStoolCause: phrases(
    'iron (?:tablets?|pills?|supplements?)',
    'ferrous',
    'on iron',
    'bismuth',
    'pepto',
    'liquorice',
    'licorice',
    'blueberries',
    'black pudding',
  ),
  palpitations: phrases(
    'palpitat\\w*',
    'flutter\\w*',
    '(?:heart|heartbeat) (?:was |is |started |keeps |kept )?(?:racing|pounding|thumping|fluttering|skipping|jumping|going (?:really )?fast|all over the place|irregular|funny)',
    'racing heart',
    'irregular (?:heart ?beat|pulse)',
  ),
  confusedNow: phrases(
    "talking about [^.;]{0,30}like (?:he's|she's|they're) still",
    'asking where (?:his|her) [a-z]+ is',
    'called me (?:mum|mam|mom|dad|by (?:the wrong|another) name)',
    'asking (?:for|when|where) (?:his|her) (?:mother|mum|mam|dad|father|wife|husband)',
    "(?:don't|doesn't|didn't) know who (?:i am|we are|he is|she is)",
    "(?:don't|doesn't|didn't) (?:know|recogni[sz]e) (?:me|us|where (?:he|she|they) (?:is|are)|what day it is)",
    // Hallucinations, not a migraine's zigzags: "seeing things that aren't there", "bugs on the wall".
    "seeing (?:things|people|animals|bugs|insects|spiders)(?: that| which)? (?:aren't|are not|isn't|wasn't|weren't) there",
    'seeing (?:bugs|insects|spiders|people|animals) (?:on|in|crawling|everywhere)',
    '(?:bugs|insects|spiders) (?:on|crawling (?:on|up)) the walls?',
    'hallucinat\\w*',
    'not making (?:any )?sense',
    'mumbling',
    "(?:don't|doesn't|didn't|not|isn't) answer(?:ing)? (?:properly|me|questions)",
    'strange words',
    'keeps? (?:falling asleep|drifting off|dropping off)',
    'sleeping again',
    '(?:talking|saying) (?:absolute |complete |utter |total )?(?:nonsense|gibberish|rubbish|drivel|gobbledygook)',
    'where the dog was',
    "(?:very|really|so|suddenly|all|gone|more|gets|getting|became|become|seems?|is|was|been|he's|she's|they're) (?:a bit |really |very )?confused",
    'confusion',
    'not making (?:any )?sense',
    'talking (?:nonsense|gibberish|rubbish|funny)',
    "doesn't know where (?:he|she|they|i) (?:is|are|am)",
    "(?:didn't|doesn't|don't|did not) (?:know|recogni[sz]e) (?:me|us|where)",
    'not (?:with it|herself|himself|themselves|her usual self|his usual self)',
    '(?:very|really|so|unusually|more) (?:drowsy|sleepy)',
    'hard to wake',
    "can't keep (?:his|her|my|their) eyes open",
    'keeps nodding off',
    'away with the fairies',
    'disorientated',
    'disoriented',
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
  blankOrShaking: phrases(
    'foam\\w*',
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
    'foaming',
    'went stiff',
    'stiff as a board',
  ),
  cancerTreatment: phrases(
    'macmillan',
    '(?:first|second|third|fourth|fifth|last|next) (?:round|cycle|lot|dose) (?:of|at)',
    'for the (?:breast|bowel|lung|prostate|ovary)',
    'cancer (?:treatment|ward|nurse|team|unit|helpline)',
    'treatment for (?:the |my |his |her )?\\w* ?cancer',
    'for (?:the |my |his |her )?(?:breast|bowel|lung|prostate|blood|ovarian) (?:cancer|thing)',
    'the drip',
    '(?:my|his|her) (?:port|picc)',
    'capecitabine',
    'oncology',
    'steroids',
    'chemo\\w*',
    'chemotherapy',
    'no spleen',
    'spleen (?:out|removed)',
    'without a spleen',
    'radiotherapy',
    'spleen (?:removed|taken out)',
    'immunotherapy',
    'neutropeni\\w*',
    'leuk(?:a)?emia',
    'on steroids',
    'transplant',
  ),
  noUrine: phrases(
    "(?:haven't|hasn't|not|no|didn't|hardly|barely) (?:been able to )?(?:peed|weed|passed (?:any )?urine|urinated|had a wee|had a pee|been for a wee|been to the toilet|done a wee)",
    '(?:hardly|barely) (?:peeing|weeing|passing urine)',
    'not peeing',
    'no wee',
    'no pee',
  ),
  sepsisLook: phrases(
    'mottled',
    'blotchy',
    '(?:skin|lips) (?:is |looks |has gone |gone |went |turning )?(?:blue|grey|gray|ashen|pale and blotchy|mottled)',
    "feels? like (?:i'm|he's|she's|i am) (?:dying|going to die)",
    'never felt (?:this|so) (?:ill|unwell|bad)',
    'breathing (?:really |very |so )?fast',
    'shaking uncontrollably',
    "can't stop shaking",
    'teeth chattering',
  ),
  suicideIntent: phrases(
    "won't be (?:anyone's|anybody's|your|their) problem",
    '(?:keeping|kept|holding) (?:my |the )?(?:tablets|pills|meds)(?: back)?',
    'thought it through',
    "know what i'm doing with them",
    '(?:gonna|going to) do it (?:tonight|today|tomorrow|soon|this weekend)',
    'kill(?:ing)? myself',
    '(?:end|ending|take|taking|finish|finishing) (?:my|my own) life',
    '(?:end|ending|finish|finishing) (?:it|it all|things|everything)(?: tonight| today| now| for good)?',
    'end it all',
    'suicid\\w*',
    'want(?:ed)? to die',
    "(?:going to|gonna|will|i'll) (?:take|swallow) (?:them|it|the (?:pills|tablets|lot)|all (?:of )?(?:them|my|the))",
    "(?:not|won't) (?:be|being) (?:here|around)(?: any ?more| tomorrow| much longer)",
    "(?:don't|do not) want to (?:be here|exist|wake up|live|be alive|carry on|go on)",
    'no (?:reason|point) (?:to|in) (?:live|living|being alive|going on|carrying on)',
    'better off without me',
    'better off dead',
    'wish i (?:was|were) dead',
    'wish i (?:could|would) (?:just )?(?:disappear|not wake up)',
    '(?:saved|saving|stockpil\\w*|kept|hoard\\w*) (?:up )?(?:my |some |all my )?(?:pills|tablets|meds|medication)',
    '(?:pills|tablets|meds|medication) (?:saved|stored|stockpiled|hidden|put by|put away|ready)',
    'made up my mind',
    'decided to (?:do it|go through with it|end)',
    'going to do it',
    "(?:won't|will not) be (?:a problem|a burden) (?:for|to) (?:anyone|them) (?:much )?longer",
    'written (?:a|my|the) (?:note|letter|goodbye)',
    '(?:said|saying) (?:my )?goodbyes?',
    '(?:hang|hanging|drown|drowning) myself',
    'jump (?:off|in front of|from)',
    'step in front of',
    'the means',
    'worked out how',
    'know how i(?:\\x27d| would| will) do it',
    'a plan to',
    'self[- ]?harm\\w*',
    '(?:hurting|harming|cutting|burning|scratching|hitting) (?:myself|herself|himself)',
    '(?:hurt|harm|cut|burn|hit) (?:myself|herself|himself) (?:on purpose|deliberately)',
    'thoughts (?:of|about) (?:hurting|harming|killing|ending)',
  ),
  largeAmount: phrases(
    '(?:two|three|four|2|3|4) (?:strips|boxes|packets)',
    'what was in the (?:kitchen )?drawer',
    'all (?:of )?(?:my|her|his|their|the|them)',
    'handful',
    'boxes',
    'packets',
    'a (?:whole |full )?(?:box|packet|bottle|strip|tub)',
    'the (?:whole|rest of the) (?:box|packet|bottle|lot)',
    '(?:both|all) empty',
    'empty (?:box|boxes|packet|packets|bottle)',
    '(?:1\\d|2\\d|3\\d|4\\d|5\\d|twelve|fifteen|sixteen|twenty|thirty|forty|fifty)(?:[- ]\\w+)? (?:tablets|pills|paracetamol|capsules)',
    'about (?:1\\d|2\\d|3\\d|twenty|thirty|forty)',
    'a (?:load|bunch|lot) of',
  ),
  deliberate: phrases(
    'to make (?:it all|everything|it) stop',
    'on purpose',
    'deliberately',
    'meant to',
    'wanted to (?:die|end it|sleep forever)',
    'to end it',
    'to make it stop',
  ),
  tookPills: anyOf(
    // Taking and what was taken may be told in neighbouring clauses: "I swallowed what was in the drawer,
    // two strips of paracetamol".
    together(
      phrases('took', 'taken', 'swallowed', 'downed', 'necked'),
      phrases(
        'pills',
        'tablets',
        'paracetamol',
        'ibuprofen',
        'meds',
        'medicines?',
        'medication',
        'capsules',
        'antidepressants',
        'painkillers',
        'aspirin',
        'insulin',
        'co[- ]?codamol',
        'codeine',
        'tramadol',
        'sertraline',
        'citalopram',
        'amitriptyline',
        'diazepam',
      ),
      2,
    ),
    phrases(
      '(?:took|taken|swallowed|had|downed|ate) (?:a |the |all (?:of )?(?:my |the |his |her )?|(?:a )?(?:whole |full )?(?:handful|load|bunch|lot|box|packet|pack|strip|bottle|tub) of (?:my |the |his |her )?|(?:\\d+|ten|eleven|twelve|fifteen|sixteen|twenty|thirty|forty|fifty|some|extra|more) )?(?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|sleeping (?:pills|tablets)|antidepressants|painkillers|aspirin|insulin|co-codamol|codeine|tramadol|sertraline|citalopram)',
    ),
  ),
  childSwallowed: together(
    phrases(
      'swallow\\w*',
      'ate',
      'eaten',
      'drank',
      'drunk',
      'sucked',
      'chewed',
      'got into',
      'in (?:his|her) mouth',
      'licked',
    ),
    phrases(
      'button batter(?:y|ies)',
      'batter(?:y|ies)',
      'bleach',
      'dishwasher (?:tablet|pod)s?',
      'washing (?:tablet|pod|capsule|liquid)s?',
      'liquitabs?',
      'detergent',
      'pills',
      'tablets',
      'medicine',
      'paracetamol',
      'calpol',
      'antifreeze',
      'weed ?killer',
      'rat poison',
      'white spirit',
      'cleaning (?:stuff|product|fluid)',
      'magnets?',
      'e-?liquid',
      'vape liquid',
    ),
    2,
  ),
  backPain: together(
    phrases('back', 'spine', 'sciatica', 'bad back', 'lumbago'),
    new RegExp(
      `\\b${PAIN}\\b|\\bpainful\\b|\\bput (?:my|his|her) back out\\b|\\bsciatica\\b|\\bbad back\\b|\\bflare[- ]?up\\b|\\bplaying up\\b`,
    ),
    2,
  ),
  saddleArea: together(
    phrases(
      'numb\\w*',
      'no feeling',
      "can't feel",
      'pins and needles',
      'tingl\\w*',
      'dead',
      'not feeling (?:properly|anything|right)',
      'like (?:after )?(?:a |the )?dentist',
    ),
    phrases(
      'bottom',
      'backside',
      'bum',
      'buttocks?',
      'genitals?',
      'private(?:s| parts)',
      'down below',
      'down there',
      'between (?:my|the|his|her) legs',
      'saddle',
      'groin',
      'back passage',
      'anus',
      'vagina',
      'penis',
    ),
    2,
  ),
  headacheWord: phrases(
    'head is exploding',
    'my head (?:is|was) (?:exploding|bursting)',
    'grabbed the back of (?:her|his|my) head',
    "(?:his|her|my) head'?s bad",
    'grabbed (?:her|his|my) head',
    '(?:gone|went|going) pop',
    'pain (?:in|of) (?:her|his|my) head',
    'head ?aches?',
    'head (?:pain|hurts|is (?:pounding|splitting|banging|killing))',
    'pain in (?:my|the|his|her) head',
  ),
  worstEver: phrases(
    'in (?:one|a) moment',
    'in (?:two|three|a few) seconds',
    'not my migraine',
    'never like this',
    'the worst',
    'never in (?:my|his|her) life',
    'in (?:one|a|1) second',
    'boom',
    'worst (?:ever|of my life|i(?:\\x27ve| have) ever)',
    '(?:worst|worse) (?:headache|head pain|pain)(?: i(?:\\x27ve| have)? ever)?',
    'never (?:had|felt) (?:one |a headache |pain )?(?:like (?:this|it)|this bad)',
    'like (?:being|i(?:\\x27d| had) been|someone) (?:hit|struck|kicked|smacked|whacked)',
    'like a (?:bomb|gunshot|thunderclap|bang|explosion)',
    'exploded',
    'explosion',
  ),
  suddenNow: phrases(
    'sudden\\w*',
    'all of a sudden',
    'out of nowhere',
    'out of the blue',
    'came on (?:in|within) (?:a )?(?:second|seconds|an instant|a minute|moments)',
    'instantly',
    'straight away',
    'like a switch',
    'in (?:a )?split second',
    'bang',
    'while (?:i was )?(?:straining|lifting|on the toilet|having sex|at the gym|pushing)',
    'during sex',
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
  infantUnder3m: infantUnderThreeMonths,
  // A period that has not come when it was due: a pregnancy may not be known yet (an ectopic is often found so).
  periodLate: together(
    phrases('period (?:was |is )?due', 'periods? (?:is |was )?(?:late|overdue)'),
    phrases("(?:hasn't|has not|not|didn't|never) (?:come|arrived|started)", 'late', 'overdue'),
    2,
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
  // More paracetamol than is safe, often by accident: over the dose, over days, or in two medicines at once.
  paracetamolExcess: anyOf(
    together(
      phrases('paracetamol', 'co-?codamol', 'painkillers?', 'calpol', 'tablets'),
      phrases(
        'too much',
        'too many',
        "more (?:\\w+ )?than (?:the |it |they )?(?:packet|box|label|leaflet|instructions|says|said|recommended|maximum|max|you're (?:meant|supposed)|i'm (?:meant|supposed))",
        'lost count',
        'doubl\\w* up',
        'topping up',
        '(?:eight|nine|ten|twelve|\\d{2}) (?:doses|tablets|a day)',
        'every (?:two|three|2|3) hours',
        'whenever (?:it|the pain|the headache|the migraine) came back',
      ),
      3,
    ),
    together(
      phrases('lemsip', 'beechams', 'night nurse', 'cold and flu', 'hot lemon', 'sachets?', 'co-?codamol'),
      phrases(
        "(?:they're|they are|it's|it is|had it in|has it in|contain\\w*) (?:\\w+ )?(?:paracetamol|the same)",
        'paracetamol (?:as well|too|in)',
        'same thing',
      ),
      2,
    ),
  ),
  rightUpperPain: phrases(
    '(?:under|below) (?:my|the|his|her) (?:right )?ribs',
    'right side under (?:my|the|his|her) ribs',
    'right upper',
  ),
  severalDays: phrases(
    'since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)',
    'all week',
    '(?:two|three|four|five|several|a few|couple of) days',
    'for days',
  ),
  // Wild mushrooms eaten: some are deadly, and sickness can start many hours later.
  wildMushrooms: together(
    phrases('mushrooms?', 'mush rooms?', 'fungi', 'fungus', 'toadstools?'),
    phrases(
      'picked',
      'found',
      'foraged',
      'foraging',
      'wild',
      'field',
      'woods?',
      'garden',
      'forest',
      'park',
      'growing',
      'not the magic',
    ),
    2,
  ),
  // A bowel that has stopped: no wind (or no stool), a swollen, hard belly, vomiting.
  noWind: phrases(
    "(?:not|haven't|hasn't|no|can't|cannot|couldn't) (?:been able to )?(?:pass(?:ed|ing)? )?(?:any )?(?:wind|gas)",
    'not even wind',
    "(?:not|haven't|hasn't) (?:been )?fart\\w*",
    '(?:no|not) (?:gas|wind) (?:coming|come) out',
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
  seeingDouble: phrases('double vision', 'seeing double', 'vision(?:\x27s| is)? (?:a bit |all )?doubled?'),
  unsteady: phrases(
    "(?:can't|cannot|couldn't) walk (?:in )?a straight line",
    'unsteady on (?:my|his|her|their) feet',
    'stagger\\w*',
    'lurch\\w*',
    '(?:falling|leaning|veering) to one side',
    'walking like (?:i was|i\x27m|he\x27s|she\x27s|he was|she was) drunk',
  ),
} satisfies Record<string, Matcher>;

export type ConceptId = keyof typeof CONCEPTS;

// ---- rules --------------------------------------------------------------------------------------

export interface RedFlagRule extends RedFlag {
  /** Any one of these concept sets, all present among this and recent turns, at least one in this turn. */
  anyOf: readonly (readonly ConceptId[])[];
  /** A turn matching this is history, not now ("a seizure years ago"). */
  notWith?: RegExp;
  /** None of these concepts may have been said in this or recent turns ("it stopped in five minutes"). */
  unlessAny?: readonly ConceptId[];
  /** A more specific flag that, when raised, makes this one redundant. */
  supersededBy?: string;
}

/** A seizure or faint told as past history, not happening now. */
const GI_BLEEDING_LABEL = 'Vomiting blood or passing black, tarry stools';

const HISTORY_NOT_NOW =
  /\b(?:years? ago|months ago|last year|none since|not since|not had one since|as a (?:child|kid|baby|teenager)|when i was (?:young|little|a \w+)|history of|last one was|in the past|under control|well controlled|no seizures?)\b/;

const RULES = [
  {
    id: 'cardiac-chest-pain',
    label: 'Chest pain with breathlessness, sweating, sickness or spread to arm, jaw or back',
    anyOf: [
      ['heartAttackClaim'],
      ['heartAttack', 'crushingChest'],
      ['chestPain', 'breathless'],
      ['chestPain', 'sweating'],
      ['chestPain', 'armJaw'],
      ['chestTight', 'sweating'],
      ['chestTight', 'armJaw'],
      ['chestDiscomfort', 'breathless'],
      ['chestDiscomfort', 'clammy'],
      ['chestDiscomfort', 'spreadArmJawBack'],
      ['chestDiscomfort', 'nausea'],
      ['itsMyHeart', 'crushingChest'],
      ['chestDiscomfort', 'lossOfConsciousness'],
      ['chestDiscomfort', 'pulmonaryEmbolismRisk'],
      ['chestMention', 'spreadArmJawBack', 'clammy'],
      ['chestMention', 'spreadArmJawBack', 'breathless'],
      ['chestMention', 'clammy', 'nausea'],
      ['centralPressure', 'clammy'],
      ['centralPressure', 'spreadArmJawBack'],
    ],
  },
  {
    id: 'stroke-signs',
    label: 'Stroke signs: face drooping, arm weakness or speech difficulty',
    anyOf: [
      ['strokeFace'],
      ['strokeFaceSide'],
      ['strokeArm'],
      ['strokeSpeech'],
      ['seeingDouble', 'unsteady'],
    ],
  },
  {
    id: 'anaphylaxis',
    label: 'Possible anaphylaxis (severe allergic reaction)',
    anyOf: [
      ['anaphylaxisDirect'],
      ['allergicReaction', 'breathless'],
      ['allergicReaction', 'wheeze'],
      ['allergicReaction', 'faint'],
      ['allergen', 'throatTight'],
      ['allergen', 'wheeze'],
      ['allergen', 'severeBreathing'],
    ],
  },
  {
    id: 'severe-breathing-difficulty',
    label: 'Severe difficulty breathing',
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
    id: 'severe-breathing-difficulty',
    label: 'Severe difficulty breathing',
    anyOf: [
      ['chokedOnSomething', 'breathingStillAffected'],
      ['smokeBreathedIn', 'smokeInjurySigns'],
    ],
  },
  {
    id: 'heavy-bleeding',
    label: 'Heavy bleeding',
    anyOf: [['heavyBleeding']],
    // Heavy periods are common and usually not an emergency, unless soaking through pads.
    notWith:
      /\b(?:periods?|menstrua\w*)\b(?![^.]*\bsoak)|\b(?:(?:has|it's|it has|now|that) stopped|stopped now|stopped (?:bleeding|after|with|in|when))\b/,
    // A nosebleed is judged by how long it has gone on (the rule below), not by how much blood there seemed.
    unlessAny: ['nosebleedStopped', 'nosebleed'],
    supersededBy: 'pregnancy-emergency',
  },
  {
    id: 'heavy-bleeding',
    label: 'Heavy bleeding',
    anyOf: [['nosebleed', 'bleedingLong']],
    unlessAny: ['nosebleedStopped'],
  },
  {
    id: 'coughing-blood',
    label: 'Coughing up blood',
    anyOf: [['coughBlood']],
  },
  {
    id: 'gi-bleeding',
    label: GI_BLEEDING_LABEL,
    anyOf: [['gutBleed'], ['vomitedBlood']],
  },
  {
    // The same flag on purpose, read apart so that its exception reaches only black stools: black but not tarry,
    // with iron tablets or bismuth, is their colour, not blood.
    id: 'gi-bleeding',
    label: GI_BLEEDING_LABEL,
    anyOf: [['blackStool']],
    unlessAny: ['blackStoolCause'],
  },
  {
    id: 'seizure',
    label: 'A seizure (fit)',
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
    id: 'seizure',
    label: 'A seizure (fit)',
    // Whatever the history, a fit that goes on or comes back is an emergency.
    anyOf: [
      ['seizure', 'prolongedFit'],
      ['blankOrShaking', 'prolongedFit'],
    ],
  },
  {
    id: 'altered-consciousness',
    label: 'Unconsciousness, collapse or new confusion',
    anyOf: [
      ['unconscious'],
      ['confusedNow'],
      ['lossOfConsciousness', 'palpitations'],
      ['lossOfConsciousness', 'chestDiscomfort'],
    ],
    notWith: HISTORY_NOT_NOW,
    unlessAny: ['apnoeaInSleep'],
  },
  {
    id: 'altered-consciousness',
    label: 'Unconsciousness, collapse or new confusion',
    // A collapse with clammy skin or not right afterwards, unless it was a faint with an obvious harmless cause.
    anyOf: [['lossOfConsciousness', 'clammy'], ['lossOfConsciousness', 'notRightAfter'], ['collapsed']],
    notWith: HISTORY_NOT_NOW,
    unlessAny: ['harmlessFaint'],
  },

  {
    id: 'thunderclap-headache',
    label: "Sudden, severe 'worst-ever' headache",
    anyOf: [
      ['thunderclapHeadache'],
      ['headacheWord', 'worstEver'],
      ['headacheWord', 'suddenNow', 'worstEver'],
    ],
  },
  {
    id: 'meningitis-signs',
    label: 'Fever with a stiff neck, or a rash that does not fade under pressure',
    anyOf: [['fever', 'stiffNeck'], ['nonBlanchingRash'], ['glassTestFails'], ['glassTestStays']],
  },
  {
    id: 'suicide-risk',
    label: 'Thoughts of suicide or self-harm',
    anyOf: [
      ['suicidal'],
      ['suicideIntent'],
      ['hopeless', 'planWords'],
      ['hopeless', 'suicideMethod'],
      ['preparations', 'planWords'],
      ['preparations', 'suicideMethod'],
      ['preparations', 'hopeless'],
    ],
  },
  {
    id: 'sepsis-signs',
    label: 'Possible sepsis: infection or fever with confusion, mottled skin, fast breathing or no urine',
    anyOf: [
      ['fever', 'sepsisSign'],
      ['infection', 'sepsisSign'],
      ['shivering', 'sepsisSign'],
      ['fever', 'sepsisLook'],
      ['infection', 'sepsisLook'],
      ['shivering', 'sepsisLook'],
      ['fever', 'noUrine'],
      ['infection', 'noUrine'],
      ['fever', 'cancerTreatment'],
      ['shivering', 'cancerTreatment'],
      ['spreadingSkin', 'painOutOfProportion', 'shivering'],
      ['spreadingSkin', 'painOutOfProportion', 'fever'],
    ],
  },
  {
    id: 'serious-head-injury',
    label: 'Serious head injury',
    anyOf: [
      ['headHit', 'headInjurySerious'],
      ['headBlow', 'headInjurySerious'],
    ],
  },
  {
    id: 'pregnancy-emergency',
    label: 'Pregnancy with bleeding, one-sided pain, fainting, or a severe headache with vision changes',
    anyOf: [
      ['pregnant', 'heavyBleeding'],
      ['pregnancyKnown', 'pregnancyDanger'],
      ['pregnancyTest', 'pregnancyDanger'],
      ['periodLate', 'pregnancyDanger'],
    ],
  },
  {
    // Pain on one side is an ectopic pregnancy's sign in its first weeks; past 14 weeks it is judged as any pain.
    id: 'pregnancy-emergency',
    label: 'Pregnancy with bleeding, one-sided pain, fainting, or a severe headache with vision changes',
    anyOf: [
      ['pregnancyKnown', 'pregnancyOneSided'],
      ['pregnancyTest', 'pregnancyOneSided'],
      ['periodLate', 'pregnancyOneSided'],
    ],
    unlessAny: ['laterPregnancy'],
  },
  {
    id: 'infant-fever',
    label: 'A baby under 3 months with a fever',
    // A mother with a young baby telling of her own fever ("my temperature's 38.7") is not a baby with one.
    anyOf: [['infantUnder3m', 'fever']],
    unlessAny: ['ownFever'],
  },
  {
    id: 'infant-fever',
    label: 'A baby under 3 months with a fever',
    anyOf: [['infantUnder3m', 'babyFever']],
  },
  {
    id: 'sick-child',
    label: 'A child who is floppy, hard to wake, not feeding or passing urine, or an unusual colour',
    anyOf: [
      ['child', 'childUnwell'],
      // Blood in a nappy with vomiting (a bowel folding in on itself), not a streak from a hard poo.
      ['child', 'bloodInNappy', 'vomiting'],
    ],
  },
  {
    id: 'limb-threat',
    label:
      'A limb that is cold, pale or numb with severe pain, or pain in a plaster cast that keeps getting worse',
    anyOf: [
      ['limbWhiteCold', 'limbDeadOrNumb'],
      ['limbWhiteCold', 'worstEver'],
      ['inCast', 'painGettingWorse'],
      ['inCast', 'limbDeadOrNumb'],
    ],
    // Fingers or toes that go white in the cold and come back as they warm: Raynaud's, not a blocked artery.
    unlessAny: ['coldTriggered'],
  },
  {
    id: 'sudden-vision-loss',
    label: 'Sudden loss of vision, or a painful red eye with reduced vision',
    anyOf: [
      ['visionLoss'],
      ['visionCurtain'],
      ['suddenDoubleVision'],
      ['redEye', 'eyePain', 'blurredVision'],
    ],
    unlessAny: ['headRush'],
  },
  {
    id: 'cauda-equina',
    label: 'Back pain with numbness around the bottom or loss of bladder or bowel control',
    anyOf: [
      ['legWeakness', 'bladderLoss'],
      ['legWeakness', 'backPain', 'cancerTreatment'],
      ['saddleNumbness', 'bladderLoss'],
      ['backPain', 'saddleNumbness'],
      ['backPain', 'saddleArea'],
      ['saddleArea', 'bladderLoss'],
      ['backPain', 'bladderLoss'],
    ],
  },
  {
    id: 'testicular-torsion',
    label: 'Sudden severe testicle pain',
    anyOf: [['testicleSuddenSevere']],
  },
  {
    id: 'overdose',
    label: 'An overdose or poisoning',
    anyOf: [
      ['overdose'],
      ['tookPills', 'deliberate'],
      ['tookPills', 'largeAmount'],
      ['coSource', 'sharedIllness'],
      ['coSource', 'betterAway'],
      ['child', 'childSwallowed'],
      ['paracetamolExcess', 'nausea'],
      ['paracetamolExcess', 'vomiting'],
      ['paracetamolExcess', 'rightUpperPain'],
      ['paracetamolExcess', 'severalDays'],
      ['wildMushrooms', 'vomiting'],
      ['wildMushrooms', 'nausea'],
    ],
  },
  {
    id: 'dka',
    label: 'Diabetes with vomiting and fast, deep breathing or drowsiness (possible ketoacidosis)',
    anyOf: [['diabetesType1', 'vomiting', 'ketoSigns']],
  },
  {
    id: 'serious-burn',
    label: 'A serious burn or scald: large, deep, chemical or electrical, on the face, or in a child',
    anyOf: [['burn', 'burnSerious'], ['burn', 'child'], ['electricInjury']],
    notWith: /\bsun ?burn\w*\b/,
  },
  {
    id: 'acute-abdomen',
    label: 'Severe tummy pain that may need surgery',
    anyOf: [
      ['tummyPain', 'appendixPattern'],
      ['tummySite', 'appendixStart'],
      ['periumbilicalStart', 'rightLowerNow'],
      ['rightLowerNow', 'peritonism'],
      ['tummySite', 'peritonism', 'feverOrVomit'],
      ['tummyPain', 'suddenSevereTummyBack', 'faint'],
      ['backPain', 'suddenSevereTummyBack', 'faint'],
      // Severe pain at the top of the tummy going through to the back, with vomiting: the pancreas.
      ['tummyPain', 'spreadArmJawBack', 'severePain', 'vomiting'],
      ['noWind', 'vomiting'],
      ['noWind', 'bellyDistended'],
      ['noStool', 'bellyDistended', 'vomiting'],
    ],
  },
  {
    id: 'possible-emergency',
    label: 'What was described reads like an emergency, though no single warning sign was named',
    // Raised by the learned layer (learned/emergency-model.ts), never by concepts.
    anyOf: [],
  },
] as const satisfies readonly RedFlagRule[];

/** Every red flag the guard can raise: the compiler checks each reference to one. */
export type RedFlagId = (typeof RULES)[number]['id'];

export const RED_FLAG_RULES: readonly RedFlagRule[] = RULES;

const RULES_BY_ID = new Map(RED_FLAG_RULES.map((rule) => [rule.id, rule]));

/** The flag as shown and recorded, by id. */
export function redFlagById(id: RedFlagId): RedFlag {
  const rule = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`Unknown red flag: ${id}`);
  return { id: rule.id, label: rule.label };
}

// ---- detection ----------------------------------------------------------------------------------

// Every turn reads the whole consultation so far several times (the picture, the floor, who the patient is):
// a few recent readings are kept so that each text is normalised once (pure: the same text, the same reading).
const recentReadings = new Map<string, Analysed>();
const READINGS_KEPT = 16;

/** A patient text as the clinical patterns read it: normalised, idioms removed, split into clauses. */
export function readClinical(text: string): Analysed {
  const known = recentReadings.get(text);
  if (known) return known;
  const reading = analyse(withoutIdioms(normalize(text)));
  if (recentReadings.size >= READINGS_KEPT) recentReadings.delete(recentReadings.keys().next().value!);
  recentReadings.set(text, reading);
  return reading;
}

/**
 * A reader of a concept table: which concepts one patient text contains. Earlier turns are re-read on every
 * turn, so each reader keeps a small memo (pure: the same text always gives the same concepts).
 */
export function conceptReader<Id extends string>(
  table: Readonly<Record<Id, Matcher>>,
  limit = 256,
): (text: string) => Set<Id> {
  const memo = new Map<string, Set<Id>>();
  return (text) => {
    const known = memo.get(text);
    if (known) return known;
    const a = readClinical(text);
    const found = new Set<Id>();
    for (const [id, matcher] of Object.entries(table) as [Id, Matcher][])
      if (isPresent(a, matcher)) found.add(id);
    if (memo.size >= limit) memo.delete(memo.keys().next().value!);
    memo.set(text, found);
    return found;
  };
}

export const conceptsIn = conceptReader<ConceptId>(CONCEPTS);

/** The concepts a question asks about, when it asks about exactly one group ("Does the pain spread to your arm?"). */
function affirmedConcepts(question: string, answer: string): Set<ConceptId> {
  if (!isPlainYes(normalize(answer))) return new Set();
  const asked = conceptsIn(question);
  // A yes to a question about one warning sign (or a few named together) affirms it: erring towards safety.
  return asked.size > 0 && asked.size <= 2 ? new Set(asked) : new Set();
}

export interface RedFlagContext {
  /** Earlier patient turns, oldest first: red flags often build across turns. */
  recentPatientTexts?: string[];
  /** The question the patient is answering: a bare "yes" to "Does it spread to your arm?" counts. */
  lastAssistantText?: string;
}

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context.
 * Deterministic, fast and backend-independent; the server applies it on top of any dialogue.
 */
export function detectRedFlags(patientText: string, context: RedFlagContext = {}): RedFlag[] {
  const now = new Set(conceptsIn(patientText));
  if (context.lastAssistantText) {
    for (const id of affirmedConcepts(context.lastAssistantText, patientText)) now.add(id);
  }
  if (now.size === 0) return [];
  const all = new Set(now);
  for (const earlier of context.recentPatientTexts ?? []) {
    for (const id of conceptsIn(earlier)) all.add(id);
  }
  const currentText = normalize(patientText);
  const raised = RED_FLAG_RULES.filter(
    (rule) =>
      !(rule.notWith && rule.notWith.test(currentText)) &&
      !(rule.unlessAny ?? []).some((id) => all.has(id)) &&
      rule.anyOf.some((set) => set.every((id) => all.has(id)) && set.some((id) => now.has(id))),
  );
  const ids = new Set(raised.map((rule) => rule.id));
  return [...ids]
    .map((id) => raised.find((rule) => rule.id === id)!)
    .filter((rule) => !(rule.supersededBy && ids.has(rule.supersededBy)))
    .map((rule) => ({ id: rule.id, label: rule.label }));
}

/** Whether a concept is present (un-negated, idioms removed) in one patient text. */
export function mentions(text: string, concept: ConceptId): boolean {
  return conceptsIn(text).has(concept);
}
