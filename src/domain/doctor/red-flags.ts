// The red-flag guard: deterministic rules run on every patient turn, whatever the dialogue backend,
// so an emergency is never left to a language model alone. Concepts are patterns; rules combine them.
import { withoutIdioms } from './idioms';
import {
  analyse,
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
} from './language';
import type { RedFlag } from './types';

// ---- concepts -----------------------------------------------------------------------------------

const PAIN = '(?:pain|pains|hurts?|hurting|ache|aches|aching|sore|agony|agonising|agonizing)';
const BODY_OF = '(?:my|his|her|their|the|your)';
const CHEST_SITE = '(?:chest|breast ?bone|sternum|heart area|ribcage)';
const DISCOMFORT =
  '(?:pain|pains|painful|hurts?|hurting|ache|aches|aching|sore|agony|pressure|pressing|heav(?:y|iness)|tight(?:ness)?|squeez\\w*|crush\\w*|weight|discomfort|elephant|vice|band|strange feeling|funny feeling|uncomfortable)';
const CHILD =
  /\b(?:(?:my|our|the|this|a) (?:(?:little|baby|eldest|youngest|older|younger|\d+[- ]year[- ]old) )?(?:son|daughter|baby|boy|girl|toddler|child|kid|little one|newborn|grandson|granddaughter|infant)|toddler|nappies|nappy|month[- ]old|week[- ]old|(?:one|two|three|four|five|1|2|3|4|5)[- ]years?[- ]old)\b/;

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

export const CONCEPTS = {
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
    'face (?:is |has |went |has gone |looks |seems )?(?:drooping|droopy|dropped|fallen|lopsided|twisted|numb on one side)',
    'droop(?:ing|y) (?:face|mouth|eye|on one side)',
    'mouth (?:is |has )?(?:drooping|droopy|dropped|lopsided)',
    'one side of (?:my|his|her|their) (?:face|mouth) (?:is |has |went )?(?:drooping|droopy|dropped|numb|weak|fallen)',
    "can't smile (?:properly|on one side)",
  ),
  strokeArm: phrases(
    "can't (?:lift|raise|move|feel) (?:my|his|her|their) (?:left |right )?arm",
    '(?:left|right|one) arm (?:is |has |went |has gone |feels |suddenly )*(?:weak|numb|dead|heavy|limp|useless)',
    'arm (?:suddenly )?(?:went|has gone|is) (?:weak|numb|dead|limp)',
    'weak(?:ness)? (?:in|on|down) (?:one|the left|the right|my left|my right|his left|his right|her left|her right) (?:side|arm)',
    'numb(?:ness)? (?:down|on|in) one side',
    'sudden(?:ly)? (?:weak|weakness|numb|numbness) (?:in|on|down) (?:one|my|his|her)',
  ),
  strokeSpeech: phrases(
    'slurr\\w*',
    'speech (?:is |was |has |has gone |went |sounds )?(?:slurred|garbled|strange|weird|jumbled|muddled|funny)',
    "can't (?:get|find) (?:my|the|his|her) words(?: out)?",
    'words (?:are |come out |came out |coming out |were |was )?(?:all )?(?:jumbled|muddled|wrong|mixed up|nonsense|garbled)',
    'came out (?:all )?(?:wrong|muddled|jumbled|as nonsense|garbled)',
    "can't (?:speak|talk) properly",
    'trouble (?:speaking|talking)',
    'talking (?:funny|gibberish|nonsense)',
  ),
  anaphylaxisDirect: phrases(
    'anaphyla\\w*',
    '(?:lips?|tongue|throat|mouth) (?:is |are |has |have |started |starting |keeps |is starting to )?(?:swelling|swollen|swelled|puffing|puffed)(?: up)?',
    'swelling (?:of|in|on) (?:my|his|her|the) (?:lips?|tongue|throat|mouth)',
    'swollen (?:lips?|tongue|throat)',
    'throat (?:is |feels |feeling )?(?:closing|closing up|tightening)',
  ),
  allergicReaction: phrases(
    'allergic reaction',
    'reaction to (?:the |a |some )?(?:nuts?|peanuts?|bee|wasp|sting|antibiotic|penicillin|shellfish|food|medicine|medication)',
    'stung by a (?:bee|wasp)',
  ),
  wheeze: phrases('wheez\\w*'),
  faint: phrases('faint\\w*', 'dizzy', 'light ?headed', 'collaps\\w*', 'passing out'),
  severeBreathing: phrases(
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
  seizure: phrases(
    'seizures?',
    'seizing',
    'convuls\\w*',
    "(?:having|had|has|have|having a|in the middle of a|is having|she's having|he's having) (?:a )?fit",
    'fitting',
    'epileptic (?:fit|attack)',
  ),
  unconscious: phrases(
    'unconscious',
    'unresponsive',
    'not responding',
    "won't wake(?: up)?",
    "can't wake (?:him|her|them|my \\w+)(?: up)?",
    'not waking up',
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
  glassTestFails: together(
    phrases('glass', 'tumbler', 'press\\w*', 'push\\w*', 'roll\\w*', 'rash', 'spots', 'dots', 'marks'),
    /\b(?:doesn't|don't|didn't|won't|isn't|aren't|not|never|still) (?:fade|fading|go (?:white|pale|away)|going (?:white|away)|blanch\w*|disappear\w*|change)|\b(?:still|they're still|it's still) (?:there|visible|showing|see them|red|purple)/,
    3,
  ),
  nonBlanchingRash: phrases(
    'pin ?prick\\w*',
    'pinpoint',
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
  ),
  saddleNumbness: phrases(
    'numb(?:ness)? (?:between (?:my|the|his|her) legs|around (?:my|the) (?:bottom|back passage|genitals)|down below|in (?:my|the) (?:bottom|groin|saddle area|genitals))',
    'saddle (?:area )?(?:numbness|anaesthesia)',
    'numb (?:bum|bottom|down below)',
    "can't feel (?:my|the) (?:bottom|bum|genitals|toilet paper)",
  ),
  bladderLoss: phrases(
    "(?:lost|losing|no|loss of|can't) control (?:of|over) (?:my |his |her )?(?:bladder|bowels?|wee|pee|urine)",
    'wet (?:myself|himself|herself|the bed)',
    'incontinen\\w*',
    "can't (?:pee|wee|urinate|pass urine|control (?:my |his |her )?(?:bladder|bowels?))",
    "(?:haven't|hasn't) (?:been able to )?(?:pee|peed|wee|weed|urinate|urinated|passed urine)",
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
  clammy: phrases('clammy', 'cold sweat', 'sweaty', 'sweating', 'grey', 'gray', 'ashen', 'pale and sweaty'),
  spreadArmJawBack:
    /\b(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*|travel\w*|down|into|up|through)\b[^.,;]{0,30}\b(?:arms?|jaw|neck|shoulders?|back|teeth)\b/,
  coughBlood: unless(
    together(
      phrases('cough\\w*', 'hack\\w*', 'bring\\w* up', 'brought up', 'spit\\w*', 'spat'),
      phrases('blood', 'bloody', 'clots?'),
    ),
    /\b(?:streak\w*|fleck\w*|speck\w*|tinge\w*|spots? of blood|a (?:little|tiny|small) bit of blood|pink|trace)\b/,
  ),
  coughBloodStreaks: together(
    phrases('cough\\w*', 'phlegm', 'spit\\w*', 'mucus'),
    phrases('blood', 'bloody', 'streak\\w*'),
  ),
  gutBleed: phrases(
    '(?:vomit\\w*|throw\\w* up|threw up|being sick|been sick|sick up|brought up)[^.;]{0,25}(?:blood|bloody|coffee)',
    'blood in (?:my|his|her|the) (?:sick|vomit)',
    'coffee[- ]grounds?',
    '(?:poo|poos|stools?|bowel movements?|motions?|faeces|feces)[^.;]{0,20}(?:black|tarry|tar)',
    'black (?:and )?(?:tarry|sticky|tar|like tar)',
    'black (?:poo|poos|stools?)',
    'tar[- ]like',
    'like tar',
  ),
  child: CHILD,
  nosebleed: phrases(
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
  planWords: phrases(
    'tonight',
    'made up my mind',
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
    "(?:won't|isn't|not) (?:feed|feeding|drink|drinking)",
  ),
  childBreathing: phrases(
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
    'burn(?:t|ed)? (?:my|his|her|their|himself|herself|myself|themselves|on)',
    '(?:a|the|this|his|her|my) burn',
    'burns? (?:on|to) (?:my|his|her|the)',
    'burnt',
    'burned',
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
  ),
  burnSerious: phrases(
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
  pregnancyKnown: phrases(
    'pregnan(?:t|cy)',
    "i'm expecting",
    'expecting a baby',
    'weeks gone',
    'positive (?:pregnancy )?test',
    'test[^.;]{0,30}positive',
    "(?:i'm|period is|period's|my period is) (?:a bit |a few days |a week |two weeks |\\w+ weeks |\\w+ days )?(?:late|overdue)",
    'late period',
    'might be pregnant',
    'could be pregnant',
    'missed (?:my |a )?period',
    '(?:my |a )?period (?:is |was )?(?:late|overdue)',
    'weeks pregnant',
  ),
  pregnancyTest: together(phrases('test', 'tests', 'pregnancy test'), phrases('positive'), 2),
  pregnancyDanger: phrases(
    'bleed\\w*',
    'blood',
    'spotting',
    'one[- ]sided',
    '(?:left|right) side',
    'shoulder[- ]tip',
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
  throatTight: phrases(
    'throat (?:feels |is |going |getting |gone )?(?:tight|tighter|tightening|closing|swelling|swollen|thick|narrow)',
    'tongue (?:feels |is |going |gone )?(?:big|swollen|swelling|thick|fat)',
    '(?:lips?|face|eyes?) (?:have |has |are |is |went |started )?(?:swollen|swelling|swelled|puffed|puffy|blown up|blew up|ballooned)',
    'voice (?:is |has |gone |went |sounds )?(?:hoarse|croaky|funny|strange|different)',
    'hard to swallow',
    "can't swallow",
  ),
  allergen: phrases(
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
  harmlessFaint: phrases(
    'blood tests?',
    'needles?',
    'injections?',
    'jabs?',
    'vaccin\\w*',
    'sight of blood',
    'saw (?:the |some )?blood',
    'giving blood',
    'stood up too (?:fast|quickly)',
    'standing (?:for ages|too long|in the heat)',
    'hot (?:room|day|bath|shower)',
  ),
  palpitations: phrases(
    'palpitat\\w*',
    'flutter\\w*',
    '(?:heart|heartbeat) (?:was |is |started |keeps |kept )?(?:racing|pounding|thumping|fluttering|skipping|jumping|going (?:really )?fast|all over the place|irregular|funny)',
    'racing heart',
    'irregular (?:heart ?beat|pulse)',
  ),
  confusedNow: phrases(
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
  blankOrShaking: phrases(
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
    'rope',
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
    'on purpose',
    'deliberately',
    'meant to',
    'wanted to (?:die|end it|sleep forever)',
    'to end it',
    'to make it stop',
  ),
  tookPills: phrases(
    '(?:took|taken|swallowed|downed|necked)\\b[^.;]{0,40}\\b(?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|antidepressants|painkillers|aspirin|insulin|co-?codamol|codeine|tramadol|sertraline|citalopram|amitriptyline|diazepam)',
    '(?:took|taken|swallowed|had|downed|ate) (?:a |the |all (?:of )?(?:my |the |his |her )?|(?:a )?(?:whole |full )?(?:handful|load|bunch|lot|box|packet|pack|strip|bottle|tub) of (?:my |the |his |her )?|(?:\\d+|ten|eleven|twelve|fifteen|sixteen|twenty|thirty|forty|fifty|some|extra|more) )?(?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|sleeping (?:pills|tablets)|antidepressants|painkillers|aspirin|insulin|co-codamol|codeine|tramadol|sertraline|citalopram)',
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
    phrases('numb\\w*', 'no feeling', "can't feel", 'pins and needles', 'tingl\\w*', 'dead'),
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
    'head ?aches?',
    'head (?:pain|hurts|is (?:pounding|splitting|banging|killing))',
    'pain in (?:my|the|his|her) head',
  ),
  worstEver: phrases(
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
  inhalerFailing: together(
    phrases('inhaler', 'puffer', 'blue (?:one|pump)', 'ventolin', 'salbutamol', 'nebuli[sz]er', 'reliever'),
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
    "can't finish (?:what i'm saying|a sentence|my sentences|talking)",
    "can't (?:talk|speak) (?:properly|much|in sentences)",
    "(?:can't|can hardly|can barely|couldn't|unable to) (?:finish|get through|get out|complete|say) (?:a |my |full |whole )?(?:sentences?|words?)",
    '(?:one|a few|few) words? at a time',
    'between (?:every )?(?:word|breath)s?',
  ),
  infantUnder3m: infantUnderThreeMonths,
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
const HISTORY_NOT_NOW =
  /\b(?:years? ago|months ago|last year|none since|not since|not had one since|as a (?:child|kid|baby|teenager)|when i was (?:young|little|a \w+)|history of|last one was|in the past|under control|well controlled|no seizures?)\b/;

export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    id: 'cardiac-chest-pain',
    label: 'Chest pain with breathlessness, sweating, sickness or spread to arm, jaw or back',
    anyOf: [
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
    ],
  },
  {
    id: 'stroke-signs',
    label: 'Stroke signs: face drooping, arm weakness or speech difficulty',
    anyOf: [['strokeFace'], ['strokeFaceSide'], ['strokeArm'], ['strokeSpeech']],
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
      ['asthmaNotHelping', 'breathless'],
      ['inhalerFailing', 'breathless'],
      ['inhalerFailing', 'wheeze'],
      ['inhalerFailing', 'chestTight'],
      ['lipsBlue', 'breathless'],
      ['lipsBlue', 'wheeze'],
      ['asthmaNotHelping', 'wheeze'],
      ['child', 'childBreathing'],
    ],
    notWith:
      /\b(?:phlegm|mucus|catarrh|went down the wrong way|wrong way|fine (?:now|after)|(?:settled|passed|stopped) (?:after|in) (?:a )?(?:second|few seconds|moment))\b/,
  },
  {
    id: 'heavy-bleeding',
    label: 'Heavy bleeding',
    anyOf: [['heavyBleeding']],
    // Heavy periods are common and usually not an emergency, unless soaking through pads.
    notWith:
      /\b(?:periods?|menstrua\w*)\b(?![^.]*\bsoak)|\b(?:(?:has|it's|it has|now|that) stopped|stopped now|stopped (?:bleeding|after|with|in|when))\b/,
    unlessAny: ['nosebleedStopped'],
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
    label: 'Vomiting blood or passing black, tarry stools',
    anyOf: [['gutBleed']],
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
    anyOf: [['fever', 'stiffNeck'], ['nonBlanchingRash'], ['glassTestFails']],
  },
  {
    id: 'suicide-risk',
    label: 'Thoughts of suicide or self-harm',
    anyOf: [['suicidal'], ['suicideIntent'], ['hopeless', 'planWords']],
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
    ],
  },
  {
    id: 'infant-fever',
    label: 'A baby under 3 months with a fever',
    anyOf: [['infantUnder3m', 'fever']],
  },
  {
    id: 'sick-child',
    label: 'A child who is floppy, hard to wake, not feeding or passing urine, or an unusual colour',
    anyOf: [['child', 'childUnwell']],
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
  },
  {
    id: 'cauda-equina',
    label: 'Back pain with numbness around the bottom or loss of bladder or bowel control',
    anyOf: [
      ['legWeakness', 'bladderLoss'],
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
      ['child', 'childSwallowed'],
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
    anyOf: [
      ['burn', 'burnSerious'],
      ['burn', 'child'],
    ],
    notWith: /\bsun ?burn\w*\b/,
  },
  {
    id: 'acute-abdomen',
    label: 'Severe tummy pain that may need surgery',
    anyOf: [
      ['tummyPain', 'appendixPattern'],
      ['tummySite', 'appendixStart'],
      ['tummyPain', 'suddenSevereTummyBack', 'faint'],
      ['backPain', 'suddenSevereTummyBack', 'faint'],
    ],
  },
];

const RULES_BY_ID = new Map(RED_FLAG_RULES.map((rule) => [rule.id, rule]));

/** The flag as shown and recorded, by id. */
export function redFlagById(id: string): RedFlag {
  const rule = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`Unknown red flag: ${id}`);
  return { id: rule.id, label: rule.label };
}

// ---- detection ----------------------------------------------------------------------------------

/** A patient text as the clinical patterns read it: normalised, idioms removed, split into clauses. */
export function readClinical(text: string): Analysed {
  return analyse(withoutIdioms(normalize(text)));
}

// Earlier turns are re-read on every turn; a small memo keeps that cheap (pure: same text, same concepts).
const conceptMemo = new Map<string, Set<ConceptId>>();
const MEMO_LIMIT = 256;

export function conceptsIn(text: string): Set<ConceptId> {
  const memo = conceptMemo.get(text);
  if (memo) return memo;
  const a = readClinical(text);
  const found = new Set<ConceptId>();
  for (const [id, matcher] of Object.entries(CONCEPTS) as [ConceptId, Matcher][]) {
    if (isPresent(a, matcher)) found.add(id);
  }
  if (conceptMemo.size >= MEMO_LIMIT) conceptMemo.delete(conceptMemo.keys().next().value!);
  conceptMemo.set(text, found);
  return found;
}

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
